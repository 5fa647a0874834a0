// The state's changes over the table: the panel open (state.panel) and what it
// shows (the reader's page, the first-hand guide, the hand review, the trick
// log), the menu's dialogs (state.dialogs: the new-game dialog, the replay and
// reset questions, the copied link) and the messages (state.messages: a short
// toast, the notices that stay, a question over the page).

/** @typedef {import("../state.js").State} State */
/** @typedef {import("../state.js").Draft} Draft */
/** @typedef {import("../state.js").Question} Question */
/** @typedef {import("../state.js").Review} Review */

/** The reading pages (web/content/<page>.<lang>.html): the reader opens these and no other name. */
export const READER_PAGES = ["rules", "background", "strategy", "faq", "variants"];

/**
 * The menu's dialogs with no step open: no new game, replay or reset asked, no link copied.
 * @returns {State["dialogs"]}
 */
export function closedDialogs() {
  return { confirmNewGame: false, confirmReplay: false, confirmResetStats: false, linkCopied: null, draft: null };
}

/**
 * Leaves every dialog step (new game, replay, reset statistics, copied link) behind.
 * @param {State} state
 */
export function resetDialogs(state) {
  state.dialogs = closedDialogs();
}

/**
 * A panel opens over the table (menu, collected cards, statistics, …), every dialog step left behind.
 * @param {State} state
 * @param {string} panel
 */
export function openPanel(state, panel) {
  state.panel = panel;
  resetDialogs(state);
}

/**
 * The open panel closes, and the reader's page with it.
 * @param {State} state
 */
export function closePanel(state) {
  state.panel = null;
  state.reader = null;
  resetDialogs(state);
}

/**
 * The open panel goes, and nothing else: a question or another game takes its place.
 * @param {State} state
 */
export function hidePanel(state) {
  state.panel = null;
}

/**
 * The reader opens on `page`, its text still to come (readerText).
 * @param {State} state
 * @param {string} page
 */
export function openReader(state, page) {
  state.panel = "reader";
  state.reader = { page, html: null, failed: false };
}

/**
 * The text of the reader's `page` arrived (null: it could not be read); for another page it is dropped.
 * @param {State} state
 * @param {string} page
 * @param {string | null} html
 */
export function readerText(state, page, html) {
  if (!state.reader || state.reader.page !== page) return false;
  state.reader = { page, html, failed: html === null };
  return true;
}

/**
 * The first-hand guide opens at its first step (or moves to `step`).
 * @param {State} state
 * @param {string | number | null} [step]
 */
export function showGuide(state, step = null) {
  if (step === null) openPanel(state, "guide");
  state.guide.step = step === null ? 0 : Number(step) || 0;
}

/**
 * The first-hand guide opens at its first step: `guide` says which (render/guide.js), `card` the card it is about.
 * @param {State} state
 * @param {string | null} [guide]
 * @param {string | null} [card]
 */
export function openGuide(state, guide = "full", card = null) {
  showGuide(state);
  state.guide.name = guide ?? "full";
  state.guide.card = card ?? null;
}

/**
 * The last-trick review opens, or (`log`) lists every trick of the hand, or goes back to the last one.
 * @param {State} state
 * @param {string | null} [log]
 */
export function showLastTrick(state, log = null) {
  if (log === null) state.panel = "lastTrick";
  state.trickLog = log === "on";
}

// The menu's dialogs.

/**
 * The new-game dialog opens with the options of `draft` (the replay question closes).
 * @param {State} state
 * @param {Draft} draft
 */
export function openNewGameDialog(state, draft) {
  Object.assign(state.dialogs, { confirmNewGame: true, confirmReplay: false, draft });
}

/**
 * The menu asks before replaying this deal (the new-game dialog closes).
 * @param {State} state
 */
export function askReplay(state) {
  Object.assign(state.dialogs, { confirmReplay: true, confirmNewGame: false, draft: null });
}

/**
 * A new game starts from the new-game dialog: it closes, and its panel.
 * @param {State} state
 */
export function closeNewGameDialog(state) {
  state.dialogs.confirmNewGame = false;
  state.panel = null;
}

/**
 * The deal is replayed: the question closes, and its panel.
 * @param {State} state
 */
export function closeReplayDialog(state) {
  state.dialogs.confirmReplay = false;
  state.panel = null;
}

/**
 * The new-game dialog's options (null: none).
 * @param {State} state
 * @param {Draft | null} draft
 */
export function setDraft(state, draft) {
  state.dialogs.draft = draft;
}

/**
 * The statistics panel asks before resetting them (true), or no longer.
 * @param {State} state
 * @param {boolean} asking
 */
export function askResetStats(state, asking) {
  state.dialogs.confirmResetStats = asking;
}

/**
 * What the menu's copy button did with the game's link: "copied" or "select".
 * @param {State} state
 * @param {"copied" | "select" | null} done
 */
export function setLinkCopied(state, done) {
  state.dialogs.linkCopied = done;
}

// The hand review (review.js): its record is written here only.

/**
 * The hand review opens: its outline and priced decisions still to come, its table at the deal.
 * @param {State} state
 */
export function openReview(state) {
  state.review = { outline: null, steps: [], summary: null, at: 0, failed: false };
  state.panel = "review";
}

/**
 * The hand review's outline came: the hand as dealt and played, and how many decisions it prices.
 * @param {State} state
 * @param {Review["outline"]} outline
 */
export function setReviewOutline(state, outline) {
  if (state.review) state.review.outline = outline;
}

/**
 * The hand review kept from before (the same hand, priced to the end): its steps and summary.
 * @param {State} state
 * @param {Review["steps"]} steps
 * @param {Review["summary"]} summary
 */
export function keepReview(state, steps, summary) {
  if (state.review) Object.assign(state.review, { steps, summary });
}

/**
 * One decision of the hand review priced: `entry` ({decision, known}) at `step`, and the summary so far.
 * @param {State} state
 * @param {number} step
 * @param {Review["steps"][number]} entry
 * @param {Review["summary"]} summary
 */
export function addReviewStep(state, step, entry, summary) {
  if (!state.review) return;
  state.review.steps[step] = entry;
  state.review.summary = summary;
}

/**
 * The hand review could not be made: its dialog says so.
 * @param {State} state
 */
export function reviewFailed(state) {
  if (state.review) state.review.failed = true;
}

/**
 * The hand review's table moves to position `at` (the deal, then each trick).
 * @param {State} state
 * @param {number} at
 */
export function moveReview(state, at) {
  if (state.review) state.review.at = at;
}

// Messages: a toast, the notices, a question over the page.

/**
 * Adds a message that stays until dismissed (the same message twice is shown once).
 * @param {State} state
 * @param {string} key
 * @param {import("../i18n.js").TextParams} [params]
 */
export function addNotice(state, key, params = {}) {
  const notice = { key, params };
  const text = JSON.stringify(notice);
  const notices = state.messages.notices;
  if (!notices.some((other) => JSON.stringify(other) === text)) state.messages.notices = [...notices, notice];
}

/**
 * The messages with `key` go (a notice that no longer holds).
 * @param {State} state
 * @param {string} key
 */
export function dropNotice(state, key) {
  state.messages.notices = state.messages.notices.filter((notice) => notice.key !== key);
}

/**
 * The player dismissed the notices: all of them go.
 * @param {State} state
 */
export function dismissNotices(state) {
  state.messages.notices = [];
}

/**
 * A short message over the hand: {id, text}.
 * @param {State} state
 * @param {State["messages"]["toast"]} toast
 */
export function showToast(state, toast) {
  state.messages.toast = toast;
}

/**
 * The short message goes.
 * @param {State} state
 */
export function hideToast(state) {
  state.messages.toast = null;
}

/**
 * A question over the page: {key, params, choices: [{action, label}], …} (link-offer.js, practice.js).
 * @param {State} state
 * @param {Question | null} question
 */
export function askQuestion(state, question) {
  state.messages.question = question;
}

/**
 * The question over the page goes.
 * @param {State} state
 */
export function dropQuestion(state) {
  state.messages.question = null;
}
