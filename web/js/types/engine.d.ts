// The engine's replies and views, as the page reads them: made by scripts/js_types.py
// from the TypedDicts of gongzhu/pageview.py, gongzhu/webapi.py and gongzhu/review_types.py.
// Do not edit: change the Python and run `python3 scripts/js_types.py`.

/** A :class:`HandScore` as JSON data, but for `transformer`, which its two forms give apart. */
export interface Breakdown {
  hearts: number;
  pig: number;
  goat: number;
  base: number;
  transformer_factor: number;
  heart_factor: number;
  pig_factor: number;
  goat_factor: number;
  transformer_exposed: boolean;
  all_hearts: boolean;
  all_points: boolean;
  clean_sweep: boolean;
  swapped: boolean;
  hand: number;
  /** The point cards taken, as codes. */
  cards: string[];
}

/** What the transformer (♣10) did to one player's hand. */
export type TransformerEffect = "none" | "alone" | "multiplies";

/** One seat's breakdown of one hand (see :class:`~gongzhu.scoring.HandScore`). */
export interface Score extends Breakdown {
  /** `"none"`, `"alone"` (`hand` is the transformer's own points) or `"multiplies"` (`hand` is `base` × `transformer_factor`). */
  transformer: TransformerEffect;
}

/** One seat at the table, as every seat sees it. */
export interface SeatState {
  seat: string;
  cards_left: number;
  /** Cards this seat exposed this hand (empty until all four choices are revealed). */
  exposed: string[];
  /** Of those, the ones it still holds. */
  exposed_held: string[];
  total: number;
  /** At or below the losing total (`rules.lose_at`). */
  out: boolean;
  /** This hand's points so far (the final breakdown once the hand is over). */
  score: Score;
}

/** One seat's line in the score sheet of one finished hand. */
export interface PastHand {
  hand: number;
  /** Running total after this hand. */
  total: number;
  /** 2 or 4 when the transformer multiplied the hand, else 1. */
  transformer_factor: number;
  all_hearts: boolean;
  /** Out after this hand. */
  out: boolean;
}

export interface TrickCard {
  seat: string;
  card: string;
}

/** A finished trick: who led it, the cards in playing order (the leader's first), who took it. */
export interface PastTrick {
  leader: string;
  cards: TrickCard[];
  winner: string;
}

/** One reason code. The comment after each names its params, if any. */
export type Reason = "not_your_turn" | "wrong_phase" | "card_not_in_hand" | "must_follow_suit" | "exposed_held_back" | "must_lead_card" | "card_not_exposable" | "exposure_already_decided" | "bad_action" | "no_game" | "bad_request" | "bad_save" | "bot_failed" | "no_hint" | "internal_error" | "expose_pig_safe_spades" | "expose_goat_high_diamonds" | "expose_by_simulation" | "no_safe_exposure" | "nothing_to_expose" | "only_card" | "dump_pig_void" | "dump_pig_under" | "dump_high_heart" | "dump_high_spade" | "dump_transformer" | "dump_high_card" | "shed_goat" | "take_goat" | "take_transformer" | "stop_all_hearts" | "go_all_hearts" | "duck_pig_out" | "duck" | "win_cheap" | "flush_pig" | "lead_low" | "lead_short_suit" | "forced_high" | "keep_run_open" | "make_void" | "take_lead" | "keep_pig_guard" | "shed_before_pig" | "avoid_pig" | "save_goat" | "hunt_goat" | "give_transformer" | "win_transformer" | "shed_before_hearts" | "avoid_hearts" | "all_alike" | "on_balance" | "random" | "careless";

/** Why a card may not be played, in the page's terms. */
export interface Refusal {
  reason: Reason;
  params: Record<string, string>;
}

/** What exposing a card changes: points and multiplier before and after. */
export interface ExposureEffect {
  /** `"hearts"` (♥A), `"pig"`, `"goat"` or `"transformer"`. */
  target: string;
  /** Every heart together, the pig, the goat, the transformer taken alone. */
  points_before: number;
  points_after: number;
  /** 1 → 2 for hearts, pig and goat; the transformer's factor 2 → 4. */
  times_before: number;
  times_after: number;
}

export interface Outcome {
  ranking: string[];
  winner: string;
  /** The human seat won. */
  victory: boolean;
  out: string[];
  totals: number[];
}

/** The `view` of a reply: everything the page draws for the human seat. */
export interface View {
  phase: string;
  seat: string;
  code: string;
  rules: Record<string, unknown>;
  level: string;
  next_level: string;
  hand_no: number;
  hand: string[];
  legal: string[];
  /** Why each unplayable card may not be played (on this seat's turn only). */
  illegal: Record<string, Refusal>;
  /** Cards this seat may expose now (exposure phase only). */
  exposable: string[];
  /** The exposure phase passed this seat by: it was dealt nothing to expose. */
  nothing_to_expose: boolean;
  /** The effect of exposing each exposable card, by card code. */
  effects: Record<string, ExposureEffect>;
  turn: string | null;
  leader: string | null;
  trick: TrickCard[];
  tricks_played: number;
  /** This hand's finished tricks, first to last (kept until the next hand is dealt). */
  tricks: PastTrick[];
  seats: SeatState[];
  /** The seat that has taken every heart so far (at least one), if any. */
  heart_threat: string | null;
  /** The last finished hand's breakdown by seat (`None` before the first ends). */
  last_hand: Score[] | null;
  /** Every finished hand, first to last: one line per seat. */
  history: PastHand[][];
  outcome: Outcome | null;
}

/** One card played, for animation and callouts. */
export interface CardEvent {
  seat: string;
  card: string;
  /** Present when this card completed a trick: who took it, and the hearts, pig and goat in it (doubled where exposed; the transformer not counted). */
  trick_winner?: string;
  trick_points?: number;
}

/** How one view differs from the one before (:func:`view_changes`); the page applies it in that order. */
export interface ViewChanges {
  /** Fields replaced whole. */
  set: Record<string, unknown>;
  /** Lists that grew: the items added at their end (the history's new lines, the trick just taken). */
  append: Record<string, unknown[]>;
  /** Lists of objects of the same length (the seats): for each object, its fields that changed. */
  items: Record<string, Record<string, unknown>[]>;
  /** Lists made of one field of each seat, after the changes above: `{"last_hand": "score"}` (when a hand ends, its breakdown is the seats' scores). */
  from_seats: Record<string, string>;
}

/** What does not depend on a game: the choices a new game offers. */
export interface Info {
  /** Computer levels a player may choose, easiest first, and the default. */
  levels: string[];
  default_level: string;
  /** Game lengths (`standard`, `quick`) as the rule options they set. */
  presets: Record<string, Record<string, number | null>>;
  /** The default rules. */
  rules: Record<string, unknown>;
  /** The largest values a rule may take: `max_hands` (the most hands a game may be capped at). */
  limits: Record<string, number>;
}

export interface GameReply {
  ok: true;
  view: View;
  /** The game as save text, for the page to store. */
  save: string;
  /** Cards played by this request (`play` and `advance`). */
  events?: CardEvent[];
  /** Names the view (a hash of its content), for `changes` replies. */
  view_id: string;
}

/** One class of interchangeable legal cards as the hint's search priced it. */
export interface CardPrice {
  /** Card codes, the one priced first. */
  cards: string[];
  /** Mean result (points: ours minus the others' mean). */
  value: number;
  /** Standard error of its difference from the hinted card's (0 for the hinted card). */
  noise: number;
}

/** The numbers a play reason read from the prices gives (:mod:`gongzhu.bots.advice`). */
export interface HintParams {
  /** The next best card. */
  card: string;
  /** A suit letter (`make_void`, `take_lead`). */
  suit?: string;
  /** How often (0 to 1) our pile ends with the reason's card (the run: all the hearts) with the hinted card, and with `card`. */
  chance?: number;
  other?: number;
  /** Points gained against `card` on average. */
  points?: number;
}

/** One exposure choice priced: its mean result, and its gain against exposing nothing. */
export interface ExposureOption {
  cards: string[];
  value: number;
  gain: number;
}

export interface Hint {
  /** `cards` while exposing, `card` while playing. */
  cards?: string[];
  card?: string;
  reason: Reason;
  /** While playing: the reason's numbers, if it has any. */
  params?: HintParams;
  /** While exposing: each choice's mean result and gain against exposing nothing. */
  values?: ExposureOption[];
  /** While playing with a choice: each legal card's price, the hinted card first, then best first. */
  prices?: CardPrice[];
}

/** The reply to `play` or `advance` with `"changes": true`. */
export interface ChangesReply {
  ok: true;
  /** The view named `base` with these changes applied is the view named `view_id`. */
  changes: ViewChanges;
  base: string;
  view_id: string;
  /** `play` only: the game as save text. */
  save?: string;
  events: CardEvent[];
}

export interface SaveReply {
  ok: true;
  save: string;
}

export interface HintReply {
  ok: true;
  hint: Hint;
}

/** The hand as dealt and as played, for the review's table (the page steps through it). */
export interface Outline {
  /** Each seat's 13 cards as dealt, by seat name. */
  dealt: Record<string, string[]>;
  /** The cards each seat exposed (empty lists when none). */
  exposed: Record<string, string[]>;
  /** Each finished trick, as the view has it: its leader, its cards in playing order, who took it. */
  tricks: PastTrick[];
  /** The points of each trick to its taker: hearts, pig and goat, doubled where exposed (the transformer acts on the whole pile, so it is not counted here), as the page's events give them. */
  trick_points: number[];
  /** Each seat's result of the hand so far (final once the hand is over), transformer included. */
  result: Record<string, number>;
}

export interface OutlineDecision {
  move: number;
  kind: "expose" | "play";
  /** The card played, or the cards exposed (codes with a space between). */
  played: string;
}

/** The reply to `review` without `step`: the hand and the reviewed seat's decisions, not yet priced. */
export interface ReviewOutline extends Outline {
  seat: string;
  hand: number;
  /** How many decisions there are to price, one request each. */
  steps: number;
  moves: number[];
  decisions: OutlineDecision[];
}

/** Why the best card beats the card played: the hint's reason for it, and the cards that make it so. */
export interface PlayReason {
  code: Reason;
  /** The best card, and the card played. */
  card: string;
  played: string;
  /** The unseen cards above either card in the played card's suit, and the pig and the goat while unseen. */
  out: string[];
  /** The card on top of the trick and its seat, which the played card goes to when it does not win. */
  top: string | null;
  taker: string | null;
  /** The point cards the played card hands over. */
  gives: string[];
  text: string;
}

/** A card whose fair value rests on going for all the hearts (its better line runs for them). */
export interface Gamble {
  card: string;
  /** Whether it is the card played (else the best card). */
  played: boolean;
  /** The share of the sampled deals on which going for all the hearts does better than not (0 to 1). */
  chance: number;
  /** Whether the reviewed seat took all the hearts in the hand as played. */
  happened: boolean;
}

/** The card played against the best card, over the same sampled deals (:func:`gongzhu.review.price_play`). */
export interface PlayPrice {
  played: string;
  best: string;
  /** The mean result given up against the best card (never below zero), and its standard error. */
  cost: number;
  noise: number;
  mark: "inaccuracy" | "mistake" | "blunder" | null;
  reason: PlayReason | null;
  /** Each distinct card's mean result, by code (empty when only one card could be played). */
  values: Record<string, number>;
  /** The card played or the best card when its price rests on a run for all the hearts, else None. */
  gamble: Gamble | null;
  /** The mean result of the hand after the card played (points), as priced: the review's chart. */
  expected: number;
}

/** A card played, priced (`move`: its index in the game's actions). */
export interface PlayDecision extends PlayPrice {
  move: number;
  kind: "play";
  hindsight: "lucky" | "unlucky" | null;
}

/** Why the best exposure beats the one chosen. */
export interface ExposeReason {
  code: "expose_gain" | "expose_nothing";
  cards: string[];
  /** Its mean result against exposing nothing. */
  gain: number;
  text: string;
}

/** The exposure choice, priced. */
export interface ExposeDecision {
  move: number;
  kind: "expose";
  /** The cards exposed and the best choice, codes with a space between ("" for none). */
  played: string;
  best: string;
  cost: number;
  noise: number;
  mark: "inaccuracy" | "mistake" | "blunder" | null;
  /** Absent when there was nothing to expose. */
  reason?: ExposeReason | null;
  options: ExposureOption[];
  hindsight: "lucky" | "unlucky" | null;
  /** The mean result of the hand after the choice made (points); None when there was nothing to expose. */
  expected: number | null;
}

/** A decision priced on the true deal: what could have been seen, not what could have been known. */
export interface KnownDecision {
  move: number;
  /** `exact`: the exact search near the end; else a playout of the true deal. */
  method: "exact" | "playout";
  played: string;
  best: string;
  cost: number;
  values: Record<string, number>;
}

/** The marked decisions' cost and count, and the accuracy: the share of real choices left unmarked (percent). */
export interface Summary {
  mistakes_cost: number;
  accuracy: number;
  choices: number;
  /** How many decisions got each mark, by mark. */
  marks: Record<"inaccuracy" | "mistake" | "blunder", number>;
}

/** The reply to `review` with `step`: that decision priced, and the summary of those priced so far. */
export interface ReviewPrice {
  seat: string;
  hand: number;
  steps: number;
  step: number;
  decision: PlayDecision | ExposeDecision;
  known: KnownDecision;
  priced: number;
  summary: Summary;
}

export interface ReviewReply {
  ok: true;
  /** :meth:`gongzhu.review.Reviews.step`: the outline, or one priced decision and the summary so far. */
  review: ReviewOutline | ReviewPrice;
}

export interface InfoReply {
  ok: true;
  info: Info;
}

export interface EngineError {
  reason: Reason;
  params: Record<string, unknown>;
  /** English, for logs; the page words `reason` and `params`. */
  message: string;
}

export interface ErrorReply {
  ok: false;
  error: EngineError;
}

export interface AllCardsKnown {
  note: string;
  decisions: KnownDecision[];
}

/** Each decision's time, fair and known price together (ms), and the same in processor time. */
export interface Timing {
  step_ms: number[];
  max_step_ms: number;
  total_ms: number;
  cpu_step_ms: number[];
  max_cpu_step_ms: number;
  cpu_total_ms: number;
}

/** The whole review of one seat's decisions in one hand (`python -m gongzhu review`). */
export interface HandReview {
  seat: string;
  hand: number;
  decisions: (PlayDecision | ExposeDecision)[];
  total_cost: number;
  summary: Summary;
  with_all_cards_known: AllCardsKnown;
  /** With `--timing` only. */
  timing?: Timing;
}

export type Reply = GameReply | ChangesReply | SaveReply | HintReply | InfoReply | ReviewReply | ErrorReply;
