import sharp from 'sharp';
import { processItemImage, type ProcessedImage } from '../../server/storage/itemImages';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gradient "photo" with a label, run through the same pipeline as uploads. */
export async function demoPhoto(n: number, label: string): Promise<ProcessedImage> {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="${300 + ((n * 97) % 600)}" cy="${250 + ((n * 61) % 400)}" r="${120 + (n % 5) * 30}"
      fill="rgba(255,255,255,0.25)"/>
    <text x="600" y="480" font-family="sans-serif" font-size="96" font-weight="bold"
      text-anchor="middle" fill="white">${escapeXml(label)}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return processItemImage(png);
}
