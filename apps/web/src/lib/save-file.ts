/**
 * Hands a file the page received (an export) to the browser's downloads: a link to the blob,
 * clicked once, and the blob's address freed a little later (the download may still be reading it).
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
