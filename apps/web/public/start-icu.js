// ICU (the data and caches behind the Intl APIs) is the browser process's, shared by a page and its
// workers: the first Intl call of any of them loads the locale data, the number formats and the
// calendars, up to a few hundred milliseconds on a phone. hydrate-after-paint.js starts it here, off
// the page's main thread, for the page's locale, and waits for the answer before running the app.
self.addEventListener('message', ({ data: locale }) => {
  for (const tag of new Set([locale, 'en-US'])) {
    new Intl.Locale(tag).maximize();
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
    new Intl.PluralRules(tag).select(1);
  }
  postMessage('started');
});
