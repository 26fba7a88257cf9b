// Server test setup. Deliberately empty of global mocks, console silencing or error swallowing:
// a failing hook, an unhandled rejection or a noisy log must surface in the run that caused it.
// Each test builds its own app and database through ./helpers.ts.
export {};
