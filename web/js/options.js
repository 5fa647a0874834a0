// House-rule options of a new game, in the page's own terms, and their
// translations: to the engine's `rules` object, from it, to and from URL
// parameters, and to the short "rules in force" line.
//
// Options: {exposure: bool, length: "standard"|"quick", cap: null|number,
//           swap: bool, lead: "spade2"|"club2", lowhearts: bool}
// URL:     exposure=0|1  length=standard|quick  cap=N (hands; 0 = none)
//          swap=0|1  lead=spade2|club2  lowhearts=0|1  (only non-defaults are written)

export const DEFAULT_OPTIONS = Object.freeze({
  exposure: true,
  length: "standard",
  cap: null,
  swap: false,
  lead: "spade2",
  lowhearts: true,
});

/** The hand cap the new-game dialog offers (docs/rules.md, House-rule options). */
export const OFFERED_CAP = 30;

const LENGTHS = {
  standard: { lose_at: -1000, win_at: null },
  quick: { lose_at: -500, win_at: 500 },
};

export function rulesFromOptions(options) {
  const o = { ...DEFAULT_OPTIONS, ...options };
  return {
    exposure: o.exposure,
    ...LENGTHS[o.length === "quick" ? "quick" : "standard"],
    max_hands: o.cap ?? null,
    pig_goat_swap: o.swap,
    first_lead: o.lead === "club2" ? "club_two_must" : "spade_two_any",
    zero_hearts_are_points: o.lowhearts,
  };
}

export function optionsFromRules(rules) {
  if (!rules) return { ...DEFAULT_OPTIONS };
  return {
    exposure: rules.exposure !== false,
    length: rules.win_at != null || rules.lose_at === -500 ? "quick" : "standard",
    cap: rules.max_hands ?? null,
    swap: Boolean(rules.pig_goat_swap),
    lead: rules.first_lead === "club_two_must" ? "club2" : "spade2",
    lowhearts: rules.zero_hearts_are_points !== false,
  };
}

function flag(value) {
  if (value === "1" || value === "on" || value === "true") return true;
  if (value === "0" || value === "off" || value === "false") return false;
  return null;
}

/** Options named in the address (the rest at their defaults), or null when none is named. */
export function optionsFromParams(params) {
  const options = { ...DEFAULT_OPTIONS };
  let named = false;
  const exposure = flag(params.get("exposure"));
  if (exposure !== null) [options.exposure, named] = [exposure, true];
  const length = params.get("length");
  if (length === "quick" || length === "standard") [options.length, named] = [length, true];
  const cap = Number.parseInt(params.get("cap") ?? "", 10);
  if (Number.isInteger(cap) && cap >= 0 && cap <= 1000) [options.cap, named] = [cap || null, true];
  const swap = flag(params.get("swap"));
  if (swap !== null) [options.swap, named] = [swap, true];
  const lead = params.get("lead");
  if (lead === "club2" || lead === "spade2") [options.lead, named] = [lead, true];
  const lowhearts = flag(params.get("lowhearts"));
  if (lowhearts !== null) [options.lowhearts, named] = [lowhearts, true];
  return named ? options : null;
}

/** URL parameters for the options that differ from the defaults. */
export function paramsFromOptions(options) {
  const o = { ...DEFAULT_OPTIONS, ...options };
  const params = [];
  if (!o.exposure) params.push(["exposure", "0"]);
  if (o.length === "quick") params.push(["length", "quick"]);
  if (o.cap) params.push(["cap", String(o.cap)]);
  if (o.swap) params.push(["swap", "1"]);
  if (o.lead === "club2") params.push(["lead", "club2"]);
  if (!o.lowhearts) params.push(["lowhearts", "0"]);
  return params;
}

export const OPTION_PARAMS = ["exposure", "length", "cap", "swap", "lead", "lowhearts", "level"];

/** The address that starts this game anew anywhere: code, non-default options, level. */
export function shareLink(base, code, rules, level) {
  const url = new URL(base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("seed", code);
  for (const [name, value] of paramsFromOptions(optionsFromRules(rules))) url.searchParams.set(name, value);
  if (level && level !== "normal") url.searchParams.set("level", level);
  return url.toString();
}

/** "Quick ±500 · No exposure · …" (only what differs from the defaults), or "Standard rules". */
export function rulesLine(rules, t) {
  const o = optionsFromRules(rules);
  const items = [];
  if (o.length === "quick") items.push(t("rulesLine.quick"));
  if (o.cap) items.push(t("rulesLine.cap", { n: o.cap }));
  if (!o.exposure) items.push(t("rulesLine.noExposure"));
  if (o.swap) items.push(t("rulesLine.swap"));
  if (o.lead === "club2") items.push(t("rulesLine.club2"));
  if (!o.lowhearts) items.push(t("rulesLine.lowHearts"));
  return items.length ? items.join(" · ") : t("rulesLine.standard");
}
