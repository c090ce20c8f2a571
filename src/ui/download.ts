/**
 * Save text as a file the way a browser downloads one: a temporary object URL on a link that is clicked. The URL is
 * released a moment later, not at once: Firefox starts the download after the click returns, and a URL revoked
 * before that downloads nothing.
 */
export function downloadText(text: string, name: string, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
