// Decision 012: a page the server rendered is shown before the app's script loads. The server
// lists the app's entry scripts in #hearth-entries instead of loading them from the HTML; this
// fetches them all once the page has painted, then runs them in order, one task each, so neither
// downloading nor evaluating them holds the page back and a phone answers input in between.
// ICU's one-time start (the first Intl call) goes first, in a worker (start-icu.js): whichever Intl
// call comes first loads the locale data, the number formats and the calendars at once, up to a few
// hundred milliseconds on a phone, and a worker's load serves the page too.
const entries = JSON.parse(document.getElementById('hearth-entries')?.textContent ?? '[]');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// What the visitor does before the app has taken the page over is kept, not lost: a field typed or
// ticked is handed to the app once its element is the app's (React keeps the text on screen but its
// state would not know it), and a form sent early is held — natively it would go as a GET with its
// fields in the address bar, a password among them — and sent again once its form is the app's.
// React names an element's props while it hydrates, before that part commits (its handlers are live
// only then): the page's part says it committed with `data-page-hydrated` (components/layout).
const isHydrated = (element) =>
  document.documentElement.hasAttribute('data-page-hydrated') &&
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));
/** Each field typed or ticked early, with what it held then (a re-render may clear the screen's copy). */
const earlyFields = new Map();
/** The app asks before it replaces a field whether what was typed into it early is still to come. */
window.hearthAwaitsEarlyInput = (field) => earlyFields.has(field);
let watching = false;

function noteEarlyInput(event) {
  const field = event.target;
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !isHydrated(field)) {
    earlyFields.set(field, field.value);
    watchEarlyFields();
  }
}

/** Every frame until each early field has been handed to the app (from the moment it is the app's). */
function watchEarlyFields() {
  if (watching) {
    return;
  }
  watching = true;
  const step = () => {
    watching = !handOverEarlyFields();
    if (watching) {
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}

/** Tells the app what a field holds: React sees a change only against the value it last knew. */
function handOver(field, early) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked) {
      field.checked = false;
      field.click();
    }
    return;
  }
  // React may have put the field back to its own (empty) value when it took the page over; a key
  // pressed after that, before this hand-over, then stands alone on screen: it follows the early text.
  const current = field.value;
  const typed = !early || current.startsWith(early) ? current || early : early + current;
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands over every early field whose element is the app's now; true when none is left waiting. */
function handOverEarlyFields(within) {
  for (const [field, early] of earlyFields) {
    if (!field.isConnected) {
      earlyFields.delete(field);
    } else if (isHydrated(field)) {
      earlyFields.delete(field);
      handOver(field, early);
    }
  }
  return ![...earlyFields.keys()].some((field) => !within || within.contains(field));
}

function holdEarlySubmit(event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || (isHydrated(form) && handOverEarlyFields(form))) {
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter = event.submitter ?? undefined;
  const resend = () => {
    if (!form.isConnected) {
      return;
    }
    if (isHydrated(form) && handOverEarlyFields(form)) {
      form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    } else {
      requestAnimationFrame(resend);
    }
  };
  requestAnimationFrame(resend);
}

// A control that only the app can answer (the header's "Chat with us", marked
// `data-press-after-hydration`) pressed before the app has taken it over is pressed again once it is
// the app's: a click React never saw would do nothing. `click()` is a virtual press to React Aria.
const heldPresses = new Set();

function holdEarlyPress(event) {
  const control =
    event.target instanceof Element ? event.target.closest('[data-press-after-hydration]') : null;
  if (!control || isHydrated(control)) {
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  if (heldPresses.has(control)) {
    return;
  }
  heldPresses.add(control);
  const press = () => {
    if (!control.isConnected) {
      heldPresses.delete(control);
    } else if (isHydrated(control)) {
      heldPresses.delete(control);
      control.click();
    } else {
      requestAnimationFrame(press);
    }
  };
  requestAnimationFrame(press);
}

document.addEventListener('input', noteEarlyInput, true);
document.addEventListener('change', noteEarlyInput, true);
document.addEventListener('submit', holdEarlySubmit, true);
document.addEventListener('click', holdEarlyPress, true);

const ICU_WORKER = '/start-icu.js';
/** How long the worker may take before the page starts ICU itself: many times its 40–120 ms here. */
const ICU_WORKER_WAIT_MS = 3000;
/**
 * Without a worker (or one that fails or does not answer), the page starts ICU itself in three
 * short tasks: a locale, then a number format, then a date format each stay near 50 ms on a phone.
 */
const ICU_START = [
  () => new Intl.Locale('en-US').maximize(),
  () => new Intl.NumberFormat('en-US').format(1),
  () => new Intl.DateTimeFormat().resolvedOptions(),
];

/** The locale the app writes values in: the page's language in the US ("es" → "es-US"). */
const pageLocale = () => `${document.documentElement.lang.split('-')[0] || 'en'}-US`;

/** Resolves true once a worker has started ICU for the page's locale, false if none could. */
function startIcuInWorker() {
  return new Promise((resolve) => {
    let worker;
    try {
      worker = new Worker(ICU_WORKER);
    } catch {
      resolve(false);
      return;
    }
    const finish = (started) => {
      clearTimeout(timeout);
      worker.terminate();
      resolve(started);
    };
    const timeout = setTimeout(() => finish(false), ICU_WORKER_WAIT_MS);
    worker.onmessage = () => finish(true);
    worker.onerror = () => finish(false);
    worker.postMessage(pageLocale());
  });
}

async function runEntries() {
  const icuStarted = startIcuInWorker();
  for (const entry of entries) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = entry;
    document.head.append(preload);
  }
  if (!(await icuStarted)) {
    for (const step of ICU_START) {
      await nextTask();
      step();
    }
  }
  for (const entry of entries) {
    await nextTask();
    await import(entry);
  }
}

// Decision 029: a visitor's form page (register-v2's first step, the log-in) works as the server's
// page, its form answered by the server without scripts; the app's scripts load when the visitor
// first reaches for it (a touch, a pointer over it, a key, a focus, a form sent), not with the page.
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'input', 'submit'];
// A browser holding a session or register answers gets the page redrawn by the app (main.tsx), so
// it loads at once: the visitor would otherwise type into a page about to be replaced.
const hydratesOnIntent = () => {
  try {
    const state = JSON.parse(document.getElementById('hearth-ssr')?.textContent ?? '{}');
    return (
      state.hydrateOnIntent === true &&
      localStorage.getItem('jwt') === null &&
      sessionStorage.getItem('hearth-register-data') === null
    );
  } catch {
    return false;
  }
};

if (hydratesOnIntent()) {
  const onIntent = () => {
    for (const type of INTENT_EVENTS) {
      document.removeEventListener(type, onIntent, true);
    }
    void runEntries();
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
} else {
  requestAnimationFrame(() => setTimeout(runEntries, 0));
}
