// The table: the three computer seats and South's plate (name, hand score,
// total, cards left, exposed cards, turn and threat marks), the trick in the
// middle, and what appears there: the exposure choice and the pig, goat and
// transformer callouts.

import { cardName } from "../cards.js";
import { isExposing } from "../state.js";
import { cardChip, drawFace } from "./card.js";
import { SEATS, build, setAttr, setData, setHidden, setText } from "./dom.js";
import { fadeAway, fadesOnly, flyAway, flyFrom, motionAllowed } from "./motion.js";

/** Fills an empty seat element once with the parts render() updates. */
function buildSeat(element) {
  element.setAttribute("role", "group");
  const plate = build("div", "plate");
  const head = build("div", "plate-head");
  const thinking = build("span", "thinking");
  thinking.hidden = true;
  head.append(build("span", "name"), build("span", "turn-dot"), thinking);
  const left = build("span", "cards-left");
  left.append(build("span", "back"), build("span", "n"));
  head.append(left);
  const scores = build("div", "plate-scores");
  const hand = build("span", "score-hand");
  hand.append(build("span", "label"), build("b", "value"));
  const total = build("span", "score-total");
  total.append(build("span", "label"), build("b", "value"));
  scores.append(hand, total);
  const threat = build("span", "badge threat");
  threat.hidden = true;
  plate.append(head, scores, threat);
  const exposed = build("div", "exposed-row");
  element.append(plate, exposed);
}

function renderSeat(element, seat, state, i18n) {
  if (!element.firstChild) buildSeat(element);
  const { t, score } = i18n;
  const view = state.view;
  const code = seat.seat;
  setText(element.querySelector(".name"), t(`seats.${code}`));
  const left = element.querySelector(".cards-left");
  setText(left.querySelector(".n"), String(seat.cards_left));
  const leftWords = t("seat.cardsLeft", { n: seat.cards_left });
  setAttr(left, "aria-label", leftWords);
  setAttr(left, "title", leftWords);

  const hand = element.querySelector(".score-hand");
  setText(hand.querySelector(".label"), t("seat.hand"));
  setText(hand.querySelector(".value"), score(seat.score.hand));
  const total = element.querySelector(".score-total");
  setText(total.querySelector(".label"), t("seat.total"));
  setText(total.querySelector(".value"), score(seat.total));
  setData(total, "total", String(seat.total));
  total.classList.toggle("negative", seat.total < 0);

  const turn = view.phase === "play" && view.turn === code;
  element.classList.toggle("is-turn", turn);
  // A decision that takes longer than the pacing: a quiet mark, no announcement.
  const thinking = element.querySelector(".thinking");
  setHidden(thinking, state.engine.thinking !== code);
  setText(thinking, t("seat.thinking"));
  setAttr(element, "aria-label", t(`seats.${code}`));
  const dot = element.querySelector(".turn-dot");
  setAttr(dot, "role", turn ? "img" : null);
  setAttr(dot, "aria-label", turn ? t("seat.turn", { seat: code }) : null);
  element.classList.toggle("is-out", seat.out);
  const threat = element.querySelector(".threat");
  setHidden(threat, view.heart_threat !== code || view.phase !== "play");
  setText(threat, t("seat.threat"));

  // Exposed cards stay beside the seat until played.
  const row = element.querySelector(".exposed-row");
  const key = seat.exposed_held.join(",") + i18n.lang;
  if (row.dataset.key !== key) {
    row.dataset.key = key;
    row.replaceChildren(
      ...seat.exposed_held.map((card) => {
        const chip = cardChip(card, `${t("expose.exposedTag")}: ${cardName(card, t)}`);
        chip.classList.add("exposed-chip");
        return chip;
      }),
    );
    row.hidden = seat.exposed_held.length === 0;
    if (seat.exposed_held.length) row.setAttribute("aria-label", t("seat.exposed"));
  }
}

function renderTrick(root, trickElement, state, i18n, scene) {
  const shown = state.table.trick;
  const winner = state.table.winner;
  const animate = motionAllowed(root);
  const present = new Map(
    [...trickElement.querySelectorAll(".table-card:not(.leaving)")].map((el) => [el.dataset.card, el]),
  );
  const wanted = new Set(shown.map((entry) => entry.card));

  let taken = null; // the winner of the trick leaving now, whose points show at the seat
  for (const [card, element] of present) {
    if (wanted.has(card)) continue;
    const winnerSeat = element.dataset.wonBy;
    taken ??= winnerSeat ?? null;
    const target = winnerSeat && scene.rects.get(root.querySelector(`.seat[data-seat="${winnerSeat}"] .plate`));
    // From its slot, where it rests (a card still flying in is measured mid-flight).
    const here = scene.rects.get(element.parentElement) ?? scene.rects.get(element);
    if (animate && target && here) {
      element.classList.add("leaving");
      flyAway(element, target, here, scene.rects.get(trickElement));
    } else if (fadesOnly(root)) {
      element.classList.add("leaving");
      fadeAway(element);
    } else {
      element.remove();
    }
  }
  if (taken) showPoints(root, taken, Number(trickElement.dataset.points || 0), i18n);
  for (const entry of shown) {
    let element = present.get(entry.card);
    if (!element) {
      element = drawFace(build("div", "table-card"), entry.card);
      element.dataset.seat = entry.seat;
      element.setAttribute("role", "img");
      const slot = trickElement.querySelector(`.slot[data-slot="${entry.seat}"]`);
      slot.append(element);
      if (animate) {
        // Where it comes from and goes to, as measured before this frame changed anything (motion.js measure).
        const from =
          entry.seat === "S"
            ? scene.departed.get(entry.card)
            : scene.rects.get(root.querySelector(`.seat[data-seat="${entry.seat}"] .plate`));
        flyFrom(element, from, scene.rects.get(slot));
      }
      scene.departed.delete(entry.card);
    }
    setAttr(element, "aria-label", `${i18n.t(`seats.${entry.seat}`)}: ${cardName(entry.card, i18n.t)}`);
    element.classList.toggle("winner", winner !== null && winner === entry.seat);
    setAttr(element, "data-won-by", winner || null);
  }
  trickElement.classList.toggle("complete", winner !== null);
  setData(trickElement, "points", winner ? String(state.table.points ?? 0) : "");
  setData(trickElement, "leader", shown[0]?.seat ?? "");
}

// How long a trick's points show at the seat that took them, at any speed.
const POINTS_SHOWN_MS = 1600;

/** The points of a trick just taken, shown briefly on the taker's plate (said by the announcer, not here). */
function showPoints(root, seat, points, i18n) {
  const plate = root.querySelector(`.seat[data-seat="${seat}"] .plate`);
  if (!points || !plate) return;
  plate.querySelector(".trick-points")?.remove();
  const tag = build("span", `trick-points${points < 0 ? " negative" : ""}`, i18n.score(points));
  tag.setAttribute("aria-hidden", "true");
  plate.append(tag);
  setTimeout(() => tag.remove(), POINTS_SHOWN_MS);
}

/** What exposing `card` does: "Pig ×2" and the change in points from the engine's view.effects, "−100 → −200". */
function exposeEffect(card, effect, i18n) {
  const { t, score } = i18n;
  const line = build("span", "expose-effect");
  line.append(build("span", "expose-name", t(`expose.effect.${card}`)));
  if (effect) {
    const key = effect.target === "transformer" ? "expose.changeAlone" : "expose.change";
    const change = build("span", "expose-change", t(key, { before: score(effect.points_before), after: score(effect.points_after) }));
    line.append(" ", change);
  }
  return line;
}

/** The exposure choice in the middle of the table: one toggle per exposable card. */
function renderExposePanel(panel, state, i18n) {
  const { t } = i18n;
  const exposing = isExposing(state);
  setHidden(panel, !exposing);
  if (!exposing) return;
  const view = state.view;
  const key = [i18n.lang, view.code, view.hand_no, ...view.exposable].join(",");
  if (panel.dataset.key !== key) {
    panel.dataset.key = key;
    const title = build("p", "expose-title", t("expose.title"));
    const list = build("div", "expose-list");
    for (const card of view.exposable) {
      const toggle = build("button", "expose-toggle");
      toggle.type = "button";
      toggle.dataset.action = "toggleExpose";
      toggle.dataset.expose = card;
      const chip = cardChip(card);
      const words = build("span", "expose-words");
      words.append(build("span", "expose-tag", t("expose.tag")), exposeEffect(card, view.effects?.[card], i18n));
      toggle.append(chip, words);
      list.append(toggle);
    }
    panel.replaceChildren(title, list);
  }
  for (const toggle of panel.querySelectorAll(".expose-toggle")) {
    const on = state.choice.exposeSelection.includes(toggle.dataset.expose);
    setAttr(toggle, "aria-pressed", on ? "true" : "false");
  }
}

function renderCallouts(box, state, i18n) {
  const { t } = i18n;
  // None over the hand's result: it says who took what.
  const view = state.view;
  const resultShown = Boolean(view) && (view.phase === "hand-over" || view.phase === "game-over") && state.engine.showResult;
  const callouts = resultShown ? [] : state.table.callouts;
  const key = JSON.stringify([i18n.lang, callouts]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren(
    ...callouts.map((callout) => {
      const text = callout.taken
        ? t(`callout.taken.${callout.kind}`, { seat: callout.seat })
        : t(`callout.landed.${callout.kind}`);
      const element = build("p", `callout callout-${callout.kind}${callout.taken ? " taken" : ""}`, text);
      element.dataset.callout = callout.kind;
      return element;
    }),
  );
}

/** `scene` is the renderer's memory between frames (motion.js createScene). */
export function renderTable(root, state, i18n, scene) {
  const view = state.view;
  const table = root.querySelector("#table");
  setAttr(table, "aria-label", i18n.t("labels.table"));
  if (view) {
    for (const seat of view.seats) {
      renderSeat(root.querySelector(`.seat[data-seat="${seat.seat}"]`), seat, state, i18n);
    }
  }
  for (const code of SEATS) setHidden(root.querySelector(`.seat[data-seat="${code}"]`), !view);
  const trick = root.querySelector("#trick");
  setAttr(trick, "aria-label", i18n.t("labels.trick"));
  renderTrick(root, trick, state, i18n, scene);
  renderExposePanel(root.querySelector("#expose-panel"), state, i18n);
  renderCallouts(root.querySelector("#callouts"), state, i18n);
}
