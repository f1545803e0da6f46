/** Hands a file made in the browser (or fetched) to the browser's download, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers a text file made in the browser for download (SPEC §7: the .txt reports are built locally). */
export function downloadTextFile(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}
