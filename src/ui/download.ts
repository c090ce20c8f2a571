/**
 * Save text as a file the way a browser downloads one: a temporary object URL on a link that is clicked. The URL is
 * released a moment later, not at once: Firefox starts the download after the click returns, and a URL revoked
 * before that downloads nothing.
 */
export function downloadText(text: string, name: string, type = 'text/plain') {
  save(new Blob([text], { type }), name);
}

/** Save bytes (a zip, an image) as a file, the same way. */
export function downloadBytes(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  save(new Blob([bytes as BlobPart], { type }), name);
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
