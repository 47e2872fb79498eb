/**
 * A browser's part of a single sign-on, in plain HTTP: it keeps the provider's cookies, follows
 * its redirects and fills its login page, and stops at the portal's callback URL.
 */
class CookieJar {
  private cookies = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /max-age=0\b/i.test(line) || /expires=[^;]*1970/i.test(line);
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const unescapeHtml = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;/g, '/');

/** From the provider's authorization URL to the URL it sends the browser back to. */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(res.headers.getSetCookie());
    const location = res.headers.get('location');
    form = undefined;
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(callbackPrefix)) return url;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (res.status !== 200 || !action) {
      throw new Error(`unexpected provider answer ${res.status}: ${html.slice(0, 300)}`);
    }
    url = new URL(unescapeHtml(action), url).toString();
    form = new URLSearchParams({ prompt: 'login', login, password: 'any password' });
  }
  throw new Error('the provider never sent the browser back');
}
