// Decision 012: a page the server rendered is shown before the app's script loads. The server
// lists the app's entry scripts in #hearth-entries instead of loading them from the HTML; this
// loads and runs them once the page has painted, in order, so neither downloading nor evaluating
// them holds the page back. ICU's one-time start (the first Intl call, ~20 ms on a phone) gets a
// task of its own before them.
const entries = JSON.parse(document.getElementById('hearth-entries')?.textContent ?? '[]');

async function runEntries() {
  Intl.DateTimeFormat.supportedLocalesOf(['en-US']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const entry of entries) {
    await import(entry);
  }
}

requestAnimationFrame(() => setTimeout(runEntries, 0));
