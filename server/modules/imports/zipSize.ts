/**
 * The unpacked size of a zip's entries, read from its central directory, before anything is
 * unpacked: an XLSX of a few megabytes could otherwise unpack to gigabytes (readSheet.ts).
 * Null when the directory cannot be found (not a zip, or damaged). Zip64 sizes count as huge.
 */
export function zipUncompressedBytes(zip: Buffer): number | null {
  // The end-of-central-directory record: signature 0x06054b50, within the last 64 KB + 22 bytes.
  const from = Math.max(0, zip.length - 0xffff - 22);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const size = zip.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
