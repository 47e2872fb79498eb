import { world } from '../mocks/world';
import { renderLanding } from './renderLanding';
import type { CampusSettings, SearchItemsApiResponse } from '../api/enhancedApi';

// docs/architecture.md#server-rendered-landing-page: the server renders `/` with the campus
// settings the API answers, so the bar and footer name the campus before the scripts run, as the
// hydrating app will (src/landingData.ts primes the same settings).
const page1: SearchItemsApiResponse = {
  items: world.items.filter((item) => item.isActive).slice(0, 8),
  pagination: { currentPage: 1, totalPages: 3, totalResults: 20, limit: 8 },
};
const campus: CampusSettings = {
  campusName: 'Northfield <College>',
  privacyContact: 'privacy@north.edu',
  accessibilityContact: 'access@north.edu',
};

/** The rendered markup as a document, to read it as the browser would. */
const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

test('renders the campus name under the brand and in the footer', () => {
  const root = parse(renderLanding(JSON.stringify(page1), JSON.stringify(campus)));
  expect(root.querySelector('header a[href="/"]')).toHaveTextContent(
    'Lost & Found Northfield <College>',
  );
  expect(root.querySelector('footer')).toHaveTextContent('Northfield <College>');
  expect(root.querySelector('h1')).toHaveTextContent('Lost & Found Items');
});

test('without the settings it names the default campus, as the app does until they load', () => {
  const root = parse(renderLanding(JSON.stringify(page1)));
  expect(root.querySelector('header a[href="/"]')).toHaveTextContent('Lost & Found College');
  expect(root.querySelector('footer')).toHaveTextContent('College');
});

test('a fresh portal renders "No items yet", the operator hint only once the app asks (docs/product.md#first-run)', () => {
  const empty = {
    items: [],
    pagination: { currentPage: 1, totalPages: 0, totalResults: 0, limit: 8 },
  };
  const root = parse(renderLanding(JSON.stringify(empty)));
  const headings = [...root.querySelectorAll('h2')].map((h) => h.textContent);
  expect(headings).toContain('No items yet');
  expect(root).toHaveTextContent('Post the first item');
  // What the browser hydrates with: no setup answer on the server, so no hint in the markup.
  expect(root).not.toHaveTextContent('Setting up this portal?');
});
