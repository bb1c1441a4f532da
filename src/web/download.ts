/** Offer bytes as a file download (a blob: URL, so nothing leaves the page's origin). */
export function download(name: string, bytes: Uint8Array | string, type: string): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "tetris-20240131-123456" — a file-name stem from a ROM name and the host's wall clock. */
export function fileStem(rom: string, date = new Date()): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${rom}-${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}
