// Decision 012: a page the server rendered is shown before the app's script loads. The server
// lists the app's entry scripts in #hearth-entries instead of loading them from the HTML; this
// fetches them all once the page has painted, then runs them in order, one task each, so neither
// downloading nor evaluating them holds the page back and a phone answers input in between.
// ICU's one-time start (the first Intl call, ~20 ms on a phone) gets a task of its own first.
const entries = JSON.parse(document.getElementById('hearth-entries')?.textContent ?? '[]');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function runEntries() {
  for (const entry of entries) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = entry;
    document.head.append(preload);
  }
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(['en-US']);
  for (const entry of entries) {
    await nextTask();
    await import(entry);
  }
}

requestAnimationFrame(() => setTimeout(runEntries, 0));
