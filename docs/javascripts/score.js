// The score page: an evening of deals played with real cards. The form and the evening
// live in this browser (localStorage, saved at every keystroke); the payments, pots and
// totals come from tarock.web.score, the package running in the page. No rule lives here:
// the rule sets' forms, games and who plays each deal are the package's, written into the
// page when the site is built (#tarock-score-data), so the form works before the engine.
//
// Page contract (for people and for automated tests): ?variant=ID picks the rule set of a
// new evening; [data-score-import] is an <input type=file> taking a record or an exported
// evening; [data-score-total][data-seat=A] (B, C, D) is each player's running total, its
// text ending in the number; [data-score-pot][data-pot=king] (pagat) each pot; an error
// shows in [data-score-error]; [data-score-export] is the download link of the evening
// (JSON), [data-score-csv] its CSV; [data-score-undo] undoes the last change. The
// engine's readiness is root.dataset.ready; the printable sheet is [data-score-print].
// The page's language is its <html lang>; #tarock-score-words, if there, holds its words.

import { el } from "./dom.js";
import { loadEngine } from "./engine.js";

// -------------------------------------------------------------------------- the words
// Every word the page itself shows, in English. A page in another language carries its
// own table of the same keys (#tarock-score-words: JSON the site generator writes from its
// message catalogue when the site is built, sitegen/score_page.py), which replaces this
// one. A word with values names them ({number}); say() fills them in. The rule sets'
// names, the payments' reasons and the engine's messages come from the package.
// The site generator reads this table too: it is JSON (keys quoted, no comma after the
// last word) once its comment lines are left out.

const ENGLISH = {
  "loading": "Loading the rules engine; the form below works already.",
  "ready": "The engine is ready ({seconds} s).",
  "failed": "The engine did not load ({message}); your entries are kept.",
  "stillLoading": "The engine is still loading: open the file again in a moment.",
  // setting up
  "newEvening": "A new evening",
  "ruleSet": "Rule set",
  "reading": "Reading",
  "ownReading": "the rule set's own",
  "cardPoints": "Card points",
  "theRuleSets": "{words} (the rule set's)",
  "atTheTable": "At the table",
  "players": "{count} players",
  "player": "Player {letter}",
  "firstDealer": "First dealer",
  "founding": "Founding amount",
  "sharing": "The pots at the end",
  "inChips": "shared in whole chips, the rest to the lowest total (a reading)",
  "exactly": "shared exactly, in fractions if need be",
  "chip": "Smallest chip",
  "start": "Start the evening",
  // what the page refuses before asking the engine
  "noName": "Player {letter} has no name.",
  "twice": "{name} is at the table twice: give each player a name of their own.",
  "negative": "{what}: {value} is negative.",
  "notAChip": "Smallest chip: {value} is no chip (1 or more).",
  "notWhole": "{what}: {value} is not a whole number.",
  "noPlayer": "The {card}: who played it?",
  "noFate": "The {card}: what became of it?",
  "otherRuleSet": "{file}: an evening of {title}, a rule set this page does not offer.",
  // a deal
  "deal": "Deal {number}",
  "correcting": "Correcting deal {number}",
  "dealer": "Dealer",
  "sitsOut": "{names} sits out this deal.",
  "thrownIn": "thrown in (dealt again)",
  "declarations": "Declarations shown",
  "shows": "{name} shows",
  "add": "add…",
  "remove": "remove",
  "honours": "The Pagat and the Kings",
  "pagatInLast": "The Pagat in the last trick",
  "playedBy": "played by…",
  "heldBy": "{card} played by",
  "fateOf": "{card}: what became of it",
  "wonItsTrick": "won its trick",
  "lostTo": "lost to {name}",
  "ultimoWon": "won the last trick (ultimo)",
  "ultimoLost": "in the last trick, beaten by {name}",
  "lastTrick": "Last trick taken by",
  "nobody": "—",
  "announced": "Announced",
  "nothingAnnounced": "nothing",
  "announcement": "{word} before trick {trick} ({value})",
  "voleOrNolo": "{vole} or {nolo}",
  "neither": "neither",
  "everyTrick": "{vole}: {name} took every trick",
  "noTrick": "{nolo}: {name} took no trick",
  "everyTrickGame": "Every trick",
  "neitherSide": "neither side",
  "declarerEvery": "the declarer took every trick",
  "defendersEvery": "the defenders took every trick",
  "foolKept": "Kept the {fool}, took no trick",
  "nobodyKept": "nobody",
  "together": "together {sum} of {whole}",
  "theGame": "The game",
  "game": "Game",
  "declarer": "Declarer",
  "half": "Talon half",
  "halfNone": "none",
  "halfLower": "lower",
  "halfUpper": "upper",
  "declarersPoints": "Declarer's card points",
  "ultimoAnnounced": "Pagat ultimo announced",
  "valatAnnounced": "Valat announced",
  "trull": "Trull",
  "fourKings": "Four Kings",
  "split": "split",
  "allWith": "all with {name}",
  "theDeclarer": "the declarer",
  "allWithDefenders": "all with the defenders",
  "enter": "Enter the deal",
  "save": "Save the correction",
  "clear": "Clear",
  "cancel": "Cancel",
  // the evening
  "about": "{title}: {names}.",
  "aboutWithOptions": "{title}, {options}: {names}.",
  "optionCardPoints": "card points {words}",
  "optionFounding": "founding amount {amount}",
  "kingPot": "King pot",
  "pagatPot": "Pagat pot",
  "theDeals": "The deals",
  "noDeal": "No deal entered yet.",
  "dealColumn": "Deal",
  "dealerColumn": "Dealer",
  "correct": "Correct",
  "takeBack": "Take back the last deal",
  "undo": "Undo: {what}",
  "entered": "deal {number} entered",
  "corrected": "deal {number} corrected",
  "takenBack": "deal {number} taken back",
  "begun": "the evening started",
  "opened": "{name} opened",
  "ended": "a new evening begun",
  "sharingChanged": "the sharing of the pots changed",
  "everyPayment": "Deal {number}: {dealer} deals — every payment and its rule",
  "outOfDeal": "{names} sits out.",
  "potsBeforeAfter": "Pots before play: {before}; after the deal: {after}.",
  "stakes": "Stakes",
  "payments": "Payments",
  "none": "{caption}: none.",
  "columnPays": "Pays",
  "columnTo": "To",
  "columnAmount": "Amount",
  "columnWhy": "Why",
  "stillWrong": "{message}. Correct that deal: nothing else is lost.",
  // the end of the evening
  "end": "The end of the evening",
  "readingNote": "No source read says how real chips are split at the end. Whole chips, the rest to the player with the lowest total (on a tie, the one who would deal next soonest), is this page's reading, after Board Game Arena's program; sharing exactly is the other choice.",
  "sharingInChips": "Sharing the pots (whole chips of {chip}; the rest to the lowest total)",
  "sharingExactly": "Sharing the pots (exactly)",
  "final": "Final totals:",
  "pays": "{payer} pays {payee} {amount}",
  "square": "Nobody owes anybody anything.",
  "fewest": "Who pays whom, in the fewest transfers:",
  // files and printing
  "files": "Files",
  "download": "Download the evening",
  "csv": "CSV for a spreadsheet",
  "fileName": "tarock-evening",
  "open": "Open a file (an evening, or a game record)",
  "print": "Print the sheet",
  "startNew": "Start a new evening",
  "sheetTitle": "{title}: the evening's sheet",
  "sheetPlayers": "Players: {names}. First dealer: {dealer}.",
  "sheetColumns": "Each player: the deal's result, then the running total.",
  "sheetColumnsPots": "Each player: the deal's result, then the running total. Each pot: before play → after the deal.",
  "stakesShort": "stakes",
  "each": "{who} {amount} each",
  "sheetOptions": "Options: {options}."
};

// The words the page shows: a translated page's own table, or the English.
const WORDS = (() => {
  const own = document.getElementById("tarock-score-words");
  return own ? { ...ENGLISH, ...JSON.parse(own.textContent) } : ENGLISH;
})();

// A word with its values filled in: say("deal", { number: 3 }) is "Deal 3".
const say = (key, values = {}) =>
  WORDS[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

// -------------------------------------------------------------------------- the page

const root = document.getElementById("tarock-score");
const DATA = JSON.parse(document.getElementById("tarock-score-data").textContent);
// The page's language (its <html lang>): the engine answers in it, and each language's
// page keeps an evening of its own.
const LANG = document.documentElement.lang || "en";
const KEY = LANG === "en" ? "tarock-score" : `tarock-score-${LANG}`;
const HISTORY = 200; // the changes the page can undo
const LETTERS = "ABCD";
const params = new URLSearchParams(location.search);

const option = (value, text, selected) => el("option", { value, selected: String(value) === String(selected) }, text);
const clone = (value) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
const editingNow = () => store.editing !== null && store.editing !== undefined;

// -------------------------------------------------------------------------- storage
// {setup, sheet, draft, editing, history, rev}: everything typed is saved at once. Two
// tabs share it: each change first takes in what another tab saved (rev tells), so
// neither loses the other's deals.

function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) || {};
  } catch {
    return {};
  }
}
let store = load();
const rev = (value) => value.rev || 0;

function write() {
  store.rev = Math.max(rev(store), rev(load())) + 1;
  localStorage.setItem(KEY, JSON.stringify(store));
}

// Save what is being typed (the form, the setup): another tab's evening is kept.
function save() {
  const saved = load();
  if (rev(saved) !== rev(store) && JSON.stringify(saved.sheet) !== JSON.stringify(store.sheet)) {
    store.sheet = saved.sheet;
    store.history = saved.history;
    setTimeout(rescore);
  }
  write();
}

// Take in what another tab saved since this one read it; true if there was something.
function adopt() {
  const saved = load();
  if (rev(saved) === rev(store)) return false;
  store = saved;
  return true;
}

// A change to the evening, which Undo takes back.
function change(what, apply) {
  const draft = store.draft;
  const editing = store.editing;
  adopt();
  const before = { what, sheet: clone(store.sheet), draft: clone(draft), editing: editing ?? null };
  apply();
  store.history = [...(store.history || []), before].slice(-HISTORY);
  write();
}

function undo() {
  adopt();
  const last = (store.history || []).pop();
  if (!last) return;
  store.sheet = last.sheet;
  store.draft = last.draft;
  store.editing = last.editing;
  write();
  problem("");
  rescore();
}

window.addEventListener("storage", (event) => {
  if (event.key === KEY) refresh();
});
for (const name of ["focus", "pageshow"]) window.addEventListener(name, () => refresh());
document.addEventListener("visibilitychange", () => { if (!document.hidden) refresh(); });

function refresh() {
  const sheetBefore = JSON.stringify(store.sheet);
  if (!adopt()) return;
  if (JSON.stringify(store.sheet) === sheetBefore) draw();
  else rescore();
}

let engine = null; // tarock.web.score, once loaded
let worked = null; // its answer for the evening as saved

const setupOf = (variant) => DATA.setups[variant] || DATA.setups[DATA.variants[0].id];

// -------------------------------------------------------------------------- the setup

function setupDefaults() {
  const wanted = params.get("variant");
  const variant = DATA.setups[wanted] ? wanted : (store.setup && store.setup.variant) || DATA.variants[0].id;
  const base = setupOf(variant);
  const kept = store.setup && store.setup.variant === variant ? store.setup : {};
  return {
    variant,
    preset: kept.preset || "",
    settlement: kept.settlement || base.card_settlement,
    size: kept.size || base.tables[0],
    names: kept.names || ["", "", "", ""],
    first: kept.first || 0,
    ante: kept.ante ?? base.pot_ante,
    sharing: kept.sharing || "chips",
    chip: kept.chip ?? 5,
  };
}

function drawSetup(box) {
  const setup = store.setup = setupDefaults();
  const base = setupOf(setup.variant);
  const changed = (key, redraw = false) => (event) => {
    const value = event.target.value;
    if (key === "variant") store.setup = { variant: value };
    else if (key.startsWith("name")) setup.names[Number(key.slice(4))] = value;
    else setup[key] = ["size", "first"].includes(key) ? Number(value) : value;
    save();
    if (redraw) draw();
  };
  const names = [];
  for (let seat = 0; seat < setup.size; seat++) {
    names.push(el("label", {}, `${say("player", { letter: LETTERS[seat] })} `,
      el("input", { name: `name${seat}`, value: setup.names[seat] || "", autocomplete: "off", oninput: changed(`name${seat}`) })));
  }
  box.append(el("form", { class: "score-setup", novalidate: true, onsubmit: (event) => { event.preventDefault(); begin(); } },
    el("h2", { text: WORDS.newEvening }),
    el("div", { class: "score-fields" },
      el("label", {}, `${WORDS.ruleSet} `, el("select", { name: "variant", onchange: changed("variant", true) },
        DATA.variants.map((v) => option(v.id, v.title, setup.variant)))),
      base.presets.length ? el("label", {}, `${WORDS.reading} `, el("select", { name: "preset", onchange: changed("preset") },
        option("", WORDS.ownReading, setup.preset),
        base.presets.map((p) => option(p.name, p.title, setup.preset)))) : null,
      base.games.length ? null : el("label", {}, `${WORDS.cardPoints} `, el("select", { name: "settlement", onchange: changed("settlement") },
        DATA.settlements.map((s) => option(s.value, s.value === base.card_settlement ? say("theRuleSets", { words: s.words }) : s.words, setup.settlement)))),
      base.tables.length > 1 ? el("label", {}, `${WORDS.atTheTable} `, el("select", { name: "size", onchange: changed("size", true) },
        base.tables.map((n) => option(n, say("players", { count: n }), setup.size)))) : null),
    el("div", { class: "score-fields" }, names),
    el("div", { class: "score-fields" },
      el("label", {}, `${WORDS.firstDealer} `, el("select", { name: "first", onchange: changed("first") },
        Array.from({ length: setup.size }, (_, seat) => option(seat, say("player", { letter: LETTERS[seat] }), setup.first)))),
      base.pots ? el("label", {}, `${WORDS.founding} `, el("input", { name: "ante", type: "number", inputmode: "numeric", min: "0", step: "5", value: setup.ante, oninput: changed("ante") })) : null),
    base.pots ? sharingFields(setup.sharing, setup.chip, (key, value) => { setup[key] = value; save(); draw(); }) : null,
    base.pots ? el("p", { class: "score-note", text: WORDS.readingNote }) : null,
    el("p", {}, el("button", { type: "submit", class: "md-button md-button--primary", "data-score-begin": true }, WORDS.start))),
  importer());
}

// The sharing of the pots at the end: whole chips (the reading) or exactly.
function sharingFields(sharing, chip, set) {
  return el("div", { class: "score-fields" },
    el("label", {}, `${WORDS.sharing} `, el("select", { name: "sharing", onchange: (event) => set("sharing", event.target.value) },
      option("chips", WORDS.inChips, sharing), option("exact", WORDS.exactly, sharing))),
    sharing === "chips" ? el("label", {}, `${WORDS.chip} `, el("input", { name: "chip", type: "number", inputmode: "numeric", min: "1", step: "1", value: chip,
      onchange: (event) => set("chip", event.target.value) })) : null);
}

// The setup's problems the page can name before the engine has loaded.
function setupProblem(setup, names) {
  const missing = names.findIndex((name) => !name);
  if (missing >= 0) return say("noName", { letter: LETTERS[missing] });
  const folded = names.map((name) => name.toLocaleLowerCase());
  const twice = folded.findIndex((name, seat) => folded.indexOf(name) !== seat);
  if (twice >= 0) return say("twice", { name: names[twice] });
  if (!setupOf(setup.variant).pots) return "";
  const ante = Number(setup.ante);
  if (String(setup.ante).trim() === "" || !Number.isInteger(ante)) return say("notWhole", { what: WORDS.founding, value: setup.ante });
  if (ante < 0) return say("negative", { what: WORDS.founding, value: ante });
  return setup.sharing === "chips" ? chipProblem(setup.chip) : "";
}

function chipProblem(text) {
  const chip = Number(text);
  if (String(text).trim() === "" || !Number.isInteger(chip)) return say("notWhole", { what: WORDS.chip, value: text });
  return chip < 1 ? say("notAChip", { value: chip }) : "";
}

function begin() {
  const setup = store.setup;
  const base = setupOf(setup.variant);
  const names = setup.names.slice(0, setup.size).map((name) => (name || "").trim());
  const wrong = setupProblem(setup, names);
  if (wrong) return problem(wrong);
  const options = [];
  if (setup.preset) options.push(`preset=${setup.preset}`);
  if (!base.games.length && setup.settlement !== base.card_settlement) options.push(`card_settlement=${setup.settlement}`);
  if (base.pots && Number(setup.ante) !== base.pot_ante) options.push(`pot_ante=${Number(setup.ante)}`);
  const chip = setup.sharing === "exact" ? 0 : Number(setup.chip);
  const sheet = { format: "tarock-score", version: 1, variant: setup.variant, options, names, first_dealer: Number(setup.first) || 0, chip, deals: [] };
  if (engine) {
    const answer = JSON.parse(engine.score(JSON.stringify(sheet), LANG));
    if (answer.error) return problem(answer.error);
  }
  change(WORDS.begun, () => { store.sheet = sheet; store.draft = null; store.editing = null; });
  problem("");
  rescore();
}

// -------------------------------------------------------------------------- a deal

const sheet = () => store.sheet;
// An evening "uden tælling" asks for no card points: they pay nothing.
const pointsCounted = () => !sheet().options.includes("card_settlement=none");
const base = () => setupOf(sheet().variant);
const size = () => sheet().names.length;
const playing = (dealer) => DATA.playing[String(size())][dealer] || [];

function nextDealer() {
  if (worked && !worked.error && worked.deals.length === sheet().deals.length) return worked.next_dealer;
  const deals = sheet().deals;
  if (!deals.length) return sheet().first_dealer;
  const last = deals[deals.length - 1].dealer;
  const seats = playing(last);
  return seats[(seats.indexOf(last) + 1) % seats.length];
}

function freshDraft() {
  return { dealer: nextDealer(), thrown_in: false, declared: [], honours: {}, last_winner: "", outcome: "", announced: "", fool_kept: "", points: {}, game: {} };
}

// The facts of the deal the form holds (tarock.scoring.facts, as JSON).
function factsOf(draft) {
  const facts = { dealer: Number(draft.dealer) };
  if (draft.thrown_in) return { ...facts, thrown_in: true };
  const seats = playing(facts.dealer);
  if (draft.declared.length) facts.declared = draft.declared.map((d) => ({ seat: d.seat, name: d.name, value: d.value, cards: d.cards }));
  const honours = [];
  const last = [];
  for (const honour of base().honours) {
    const row = draft.honours[honour.code] || {};
    if (row.seat === "" || row.seat === undefined || !row.fate) continue;
    const seat = Number(row.seat);
    const [where, by] = row.fate.split(":");
    const winner = by === undefined ? seat : Number(by);
    (where.startsWith("last") ? last : honours).push({ card: honour.code, seat, winner });
  }
  if (honours.length) facts.honours = honours;
  if (last.length) facts.last = last;
  if (draft.last_winner !== "") facts.last_winner = Number(draft.last_winner);
  const [kind, who] = (draft.outcome || "").split(":");
  const game = base().games.length ? draft.game : null;
  if (kind === "vole") {
    const seat = Number(who);
    facts.every_trick = seat;
    facts.no_trick = seats.filter((s) => s !== seat);
  } else if (kind === "nolo") facts.no_trick = [Number(who)];
  else if (kind === "defenders" && game) facts.no_trick = [Number(game.declarer)];
  else if (kind === "declarer" && game) {
    facts.every_trick = Number(game.declarer);
    facts.no_trick = seats.filter((s) => s !== Number(game.declarer));
  }
  if (draft.fool_kept !== "") facts.fool_kept = Number(draft.fool_kept);
  if (draft.announced && !game) {
    const [said, seat, trick] = draft.announced.split(":");
    facts.announced = [{ seat: Number(seat), kind: said, trick: Number(trick) }];
  }
  if (game) {
    const declarer = Number(game.declarer ?? seats[0]);
    facts.game = { name: game.name || base().games[0].name, declarer };
    if (game.half) facts.game.half = game.half;
    if ((game.points ?? "") !== "") facts.game.points = String(game.points).trim();
    for (const set of ["trull", "kings"]) if (game[set]) facts.game[set] = game[set];
    const announced = ["ultimo", "valat"].filter((k) => game[k]).map((kind) => ({ seat: declarer, kind, trick: 1 }));
    if (announced.length) facts.announced = announced;
  } else {
    const points = {};
    for (const seat of seats) {
      const text = String(draft.points[seat] ?? "").trim();
      if (text !== "") points[seat] = /^-?\d+$/.test(text) ? Number(text) : text;
    }
    if (Object.keys(points).length) facts.card_points = points;
  }
  return facts;
}

// What the form holds that the page can name before the engine: a Pagat or a King with
// no player, or no fate.
function draftProblem(draft) {
  if (draft.thrown_in) return "";
  for (const honour of base().honours) {
    const row = draft.honours[honour.code] || {};
    const held = row.seat !== "" && row.seat !== undefined;
    if (row.fate && !held) return say("noPlayer", { card: honour.name });
    if (held && !row.fate) return say("noFate", { card: honour.name });
  }
  return "";
}

// The form's values for deal facts (to correct a past deal).
function draftOf(facts) {
  const draft = freshDraft();
  draft.dealer = facts.dealer;
  draft.thrown_in = Boolean(facts.thrown_in);
  draft.declared = (facts.declared || []).map((d) => ({ ...d }));
  for (const h of facts.honours || []) draft.honours[h.card] = { seat: h.seat, fate: h.winner === h.seat ? "won" : `lost:${h.winner}` };
  for (const h of facts.last || []) draft.honours[h.card] = { seat: h.seat, fate: h.winner === h.seat ? "last" : `last-lost:${h.winner}` };
  draft.last_winner = facts.last_winner ?? "";
  if (facts.game) {
    draft.game = { ...facts.game };
    for (const a of facts.announced || []) draft.game[a.kind] = true;
    if (facts.every_trick === facts.game.declarer) draft.outcome = "declarer";
    else if ((facts.no_trick || []).includes(facts.game.declarer)) draft.outcome = "defenders";
  } else {
    if (facts.every_trick !== undefined) draft.outcome = `vole:${facts.every_trick}`;
    else if ((facts.no_trick || []).length) draft.outcome = `nolo:${Math.min(...facts.no_trick)}`;
    const said = (facts.announced || [])[0];
    if (said) draft.announced = `${said.kind}:${said.seat}:${said.trick}`;
  }
  draft.fool_kept = facts.fool_kept ?? "";
  for (const [seat, value] of Object.entries(facts.card_points || {})) draft.points[seat] = String(value);
  return draft;
}

function drawDeal(box) {
  if (!store.draft) store.draft = freshDraft();
  const draft = store.draft;
  const names = sheet().names;
  const seats = playing(Number(draft.dealer));
  const words = base().words;
  const keep = (redraw) => { save(); if (redraw) draw(); };
  const pick = (label, value, choices, set, attrs = {}) => el("label", {}, label + " ",
    el("select", { ...attrs, onchange: (event) => { set(event.target.value); keep(true); } },
      choices.map(([v, text]) => option(v, text, value))));
  const who = seats.map((s) => [s, names[s]]);
  // a player chosen before the dealer changed, who now sits out, stays shown where chosen
  const chosen = [draft.last_winner, draft.fool_kept, (draft.outcome || "").split(":")[1]];
  const also = [...new Set(chosen.filter((v) => v !== "" && v !== undefined).map(Number))].filter((s) => !seats.includes(s) && names[s]);
  const whoElse = [...who, ...also.map((s) => [s, names[s]])];
  const editing = store.editing;
  const title = editingNow() ? say("correcting", { number: editing + 1 }) : say("deal", { number: sheet().deals.length + 1 });
  const out = names.map((_, s) => s).filter((s) => !seats.includes(s));
  const form = el("form", { class: "score-deal", "data-score-deal": true, novalidate: true, onsubmit: (event) => { event.preventDefault(); enter(); } },
    el("h2", { text: title }),
    el("div", { class: "score-fields" },
      pick(WORDS.dealer, draft.dealer, names.map((n, s) => [s, n]), (v) => { draft.dealer = Number(v); }, { name: "dealer" }),
      out.length ? el("span", { class: "score-note", text: say("sitsOut", { names: out.map((s) => names[s]).join(", ") }) }) : null,
      el("label", { class: "score-check" }, el("input", { type: "checkbox", name: "thrown_in", checked: draft.thrown_in, onchange: (event) => { draft.thrown_in = event.target.checked; keep(true); } }), " ", WORDS.thrownIn)));
  if (!draft.thrown_in) {
    if (base().forms.length) form.append(declarations(draft, seats, names, keep));
    form.append(honoursBox(draft, who, keep));
    const end = el("div", { class: "score-fields" },
      pick(WORDS.lastTrick, draft.last_winner, [["", WORDS.nobody], ...whoElse], (v) => { draft.last_winner = v; }, { name: "last_winner" }));
    if (base().games.length) {
      end.append(pick(WORDS.everyTrickGame, draft.outcome, [["", WORDS.neitherSide], ["declarer", WORDS.declarerEvery], ["defenders", WORDS.defendersEvery]], (v) => { draft.outcome = v; }, { name: "outcome" }));
    } else {
      if (base().announce.length) end.append(announcements(draft, who, keep));
      end.append(pick(say("voleOrNolo", { vole: words.vole, nolo: words.nolo }), draft.outcome,
        [["", WORDS.neither], ...whoElse.map(([s, n]) => [`vole:${s}`, say("everyTrick", { vole: words.vole, name: n })]), ...whoElse.map(([s, n]) => [`nolo:${s}`, say("noTrick", { nolo: words.nolo, name: n })])],
        (v) => { draft.outcome = v; }, { name: "outcome" }));
    }
    if (base().fool_kept) end.append(pick(say("foolKept", { fool: words.fool }), draft.fool_kept, [["", WORDS.nobodyKept], ...whoElse], (v) => { draft.fool_kept = v; }, { name: "fool_kept" }));
    form.append(end);
    if (base().games.length) form.append(gameBox(draft, who));
    else if (pointsCounted()) form.append(pointsBox(draft, seats, names));
  }
  form.append(el("p", {},
    el("button", { type: "submit", class: "md-button md-button--primary", "data-score-enter": true }, editingNow() ? WORDS.save : WORDS.enter), " ",
    el("button", { type: "button", class: "md-button", "data-score-clear": true, onclick: () => { store.draft = null; store.editing = null; problem(""); keep(true); } }, editingNow() ? WORDS.cancel : WORDS.clear)));
  box.append(form);
}

// An announced Vole or Nolo (Grosstarock): who, and before which trick.
function announcements(draft, who, keep) {
  const words = base().words;
  return el("label", {}, `${WORDS.announced} `, el("select", { name: "announced", onchange: (event) => { draft.announced = event.target.value; keep(true); } },
    option("", WORDS.nothingAnnounced, draft.announced || ""),
    who.map(([seat, name]) => el("optgroup", { label: name }, base().announce.map((tier) =>
      option(`${tier.kind}:${seat}:${tier.trick}`, say("announcement", { word: words[tier.kind], trick: tier.trick, value: tier.value }), draft.announced || ""))))));
}

// A declaration as the page shows it (the engine knows it by its English name).
const formLabel = (name) => (base().forms.find((form) => form.name === name) || { label: name }).label;

function declarations(draft, seats, names, keep) {
  const groups = {};
  for (const [index, form] of base().forms.entries()) (groups[form.group] ||= []).push([index, form]);
  const box = el("fieldset", { class: "score-declared" }, el("legend", { text: WORDS.declarations }));
  for (const seat of seats) {
    const shown = draft.declared.filter((d) => d.seat === seat);
    const add = el("select", { name: `declare${seat}`, "aria-label": say("shows", { name: names[seat] }), onchange: (event) => {
      const form = base().forms[Number(event.target.value)];
      if (form) { draft.declared.push({ seat, name: form.name, value: form.value, cards: form.cards }); keep(true); }
    } }, option("", WORDS.add, ""), Object.entries(groups).map(([group, forms]) => el("optgroup", { label: group },
      forms.map(([index, form]) => option(index, `${form.label} (${form.value})`, "")))));
    box.append(el("div", { class: "score-row" }, el("span", { class: "score-who", text: names[seat] }),
      shown.map((d) => el("button", { type: "button", class: "score-chip", title: WORDS.remove, onclick: () => {
        draft.declared.splice(draft.declared.indexOf(d), 1); keep(true);
      } }, `${formLabel(d.name)} ${d.value} ✕`)), add));
  }
  // a declaration of a player who now sits out (the dealer changed) stays, to be seen
  for (const d of draft.declared.filter((item) => !seats.includes(item.seat))) {
    box.append(el("div", { class: "score-row" }, el("span", { class: "score-who", text: names[d.seat] }),
      el("button", { type: "button", class: "score-chip", title: WORDS.remove, onclick: () => {
        draft.declared.splice(draft.declared.indexOf(d), 1); keep(true);
      } }, `${formLabel(d.name)} ${d.value} ✕`)));
  }
  return box;
}

function honoursBox(draft, who, keep) {
  const names = sheet().names;
  const contract = base().games.length > 0;
  const box = el("fieldset", { class: "score-honours" }, el("legend", { text: contract ? WORDS.pagatInLast : WORDS.honours }));
  for (const honour of base().honours) {
    if (contract && honour.code !== "T1") continue;
    const row = draft.honours[honour.code] ||= { seat: "", fate: "" };
    const fates = [["", WORDS.nobody]];
    const seat = row.seat === "" ? null : Number(row.seat);
    // the player chosen stays listed even if the dealer changed and he now sits out
    const players = seat === null || who.some(([s]) => s === seat) ? who : [...who, [seat, names[seat]]];
    if (!contract) fates.push(["won", WORDS.wonItsTrick], ...who.filter(([s]) => s !== seat).map(([s, n]) => [`lost:${s}`, say("lostTo", { name: n })]));
    fates.push(["last", WORDS.ultimoWon], ...who.filter(([s]) => s !== seat).map(([s, n]) => [`last-lost:${s}`, say("ultimoLost", { name: n })]));
    const set = (key) => (event) => {
      row[key] = event.target.value;
      if (key === "fate" && row.fate === "last" && draft.last_winner === "") draft.last_winner = row.seat;
      if (key === "fate" && row.fate.startsWith("last-lost:") && draft.last_winner === "") draft.last_winner = row.fate.split(":")[1];
      keep(true);
    };
    box.append(el("div", { class: "score-row" }, el("span", { class: "score-who", text: honour.label }),
      el("select", { name: `held-${honour.code}`, "aria-label": say("heldBy", { card: honour.name }), onchange: set("seat") }, option("", WORDS.playedBy, row.seat), players.map(([s, n]) => option(s, n, row.seat))),
      el("select", { name: `fate-${honour.code}`, "aria-label": say("fateOf", { card: honour.name }), onchange: set("fate") }, fates.map(([v, text]) => option(v, text, row.fate)))));
  }
  return box;
}

function pointsBox(draft, seats, names) {
  const total = el("span", { class: "score-note", "data-score-sum": true });
  const sum = () => {
    let whole = 0;
    for (const seat of seats) whole += amount(draft.points[seat]);
    total.textContent = say("together", { sum: `${whole < 0 ? "-" : ""}${figure(Math.abs(whole))}`, whole: base().pack_points });
  };
  const box = el("fieldset", { class: "score-points" }, el("legend", { text: WORDS.cardPoints }),
    seats.map((seat) => el("label", {}, names[seat] + " ", el("input", {
      name: `points${seat}`, inputmode: "decimal", value: draft.points[seat] ?? "", autocomplete: "off",
      oninput: (event) => { draft.points[seat] = event.target.value; save(); sum(); },
    }))), total);
  sum();
  return box;
}

// "28 2/3" and the like, for the running sum only (the engine counts exactly).
function amount(text) {
  let value = 0;
  for (const part of String(text ?? "").trim().split(/\s+/)) {
    const [a, b] = part.split("/");
    const number = b === undefined ? Number(a) : Number(a) / Number(b);
    if (Number.isFinite(number)) value += number;
  }
  return value;
}

function gameBox(draft, who) {
  const game = draft.game;
  const names = sheet().names;
  const set = (key, redraw = true) => (event) => {
    game[key] = event.target.type === "checkbox" ? event.target.checked : event.target.value;
    save();
    if (redraw) draw();
  };
  if (game.declarer === undefined) game.declarer = who[0][0];
  return el("fieldset", { class: "score-game" }, el("legend", { text: WORDS.theGame }),
    el("div", { class: "score-fields" },
      el("label", {}, `${WORDS.game} `, el("select", { name: "game", onchange: set("name") }, base().games.map((g) => option(g.name, `${g.label} (${g.value})`, game.name || base().games[0].name)))),
      el("label", {}, `${WORDS.declarer} `, el("select", { name: "declarer", onchange: set("declarer") }, who.map(([s, n]) => option(s, n, game.declarer)))),
      el("label", {}, `${WORDS.half} `, el("select", { name: "half", onchange: set("half") }, [["", WORDS.halfNone], ["lower", WORDS.halfLower], ["upper", WORDS.halfUpper]].map(([v, t]) => option(v, t, game.half || "")))),
      el("label", {}, `${WORDS.declarersPoints} `, el("input", { name: "game_points", inputmode: "decimal", value: game.points ?? "", oninput: set("points", false) }))),
    el("div", { class: "score-fields" },
      el("label", { class: "score-check" }, el("input", { type: "checkbox", name: "ultimo", checked: Boolean(game.ultimo), onchange: set("ultimo") }), " ", WORDS.ultimoAnnounced),
      el("label", { class: "score-check" }, el("input", { type: "checkbox", name: "valat", checked: Boolean(game.valat), onchange: set("valat") }), " ", WORDS.valatAnnounced),
      ["trull", "kings"].map((key) => el("label", {}, `${key === "trull" ? WORDS.trull : WORDS.fourKings} `, el("select", { name: key, onchange: set(key) },
        [["", WORDS.split], ["declarer", say("allWith", { name: names[game.declarer] || WORDS.theDeclarer })], ["defenders", WORDS.allWithDefenders]].map(([v, t]) => option(v, t, game[key] || "")))))));
}

// Enter the deal (or the correction): checked by the engine when it is loaded; refused
// with one message and nothing changed if no deal could have it.
function enter() {
  const draft = store.draft;
  const wrong = draftProblem(draft);
  if (wrong) return problem(wrong);
  const facts = factsOf(draft);
  const editing = store.editing;
  adopt(); // another tab's deals, if it entered any
  store.draft = draft;
  store.editing = editing;
  const candidate = { ...sheet(), deals: [...sheet().deals] };
  if (editingNow()) candidate.deals[editing] = facts;
  else candidate.deals.push(facts);
  let answer = null;
  if (engine) {
    answer = JSON.parse(engine.score(JSON.stringify(candidate), LANG));
    if (answer.error) return problem(answer.error);
  }
  const what = editingNow() ? say("corrected", { number: editing + 1 }) : say("entered", { number: candidate.deals.length });
  change(what, () => { store.sheet = candidate; store.editing = null; store.draft = null; });
  worked = answer;
  store.draft = freshDraft();
  write();
  problem("");
  draw();
}

// -------------------------------------------------------------------------- the evening

function drawEvening(box) {
  const names = sheet().names;
  const title = (DATA.variants.find((v) => v.id === sheet().variant) || { title: sheet().variant }).title;
  const answer = worked && !worked.error ? worked : null;
  box.append(el("div", { class: "score-head" },
    el("p", { class: "score-about" }, about(title, names)),
    el("div", { class: "score-totals", "aria-live": "polite" },
      names.map((name, seat) => el("span", { class: "score-total", "data-score-total": true, "data-seat": LETTERS[seat] },
        `${name} ${answer ? answer.totals[name] : "…"}`)),
      base().pots ? ["king", "pagat"].map((pot) => {
        const label = potWord(potKey(pot));
        return el("span", { class: "score-pot", "data-score-pot": true, "data-pot": pot }, `${label} ${answer ? answer.pots[potKey(pot)] : "…"}`);
      }) : null),
    undoButton()));
  drawDeal(box);
  box.append(dealsTable(answer));
  if (answer && sheet().deals.length) box.append(endOfEvening(answer));
  box.append(files());
  box.append(printed(answer, title));
}

// The engine names the pots in its own words ("King pot", "Pagat pot"), the page in its
// own; a payer or payee that is no pot is a player, named as typed.
const potKey = (pot) => (pot === "king" ? "King pot" : "Pagat pot");
const potWord = (who) => ({ "King pot": WORDS.kingPot, "Pagat pot": WORDS.pagatPot })[who] ?? who;

// The evening's rule set and players, with its options in words.
function about(title, names) {
  const options = optionWords();
  return options ? say("aboutWithOptions", { title, options, names: names.join(", ") }) : say("about", { title, names: names.join(", ") });
}

// The options the evening was begun with (NAME=VALUE), in words where the page has them.
function optionWords() {
  return sheet().options.map((item) => {
    const [name, value] = item.split("=");
    const settled = DATA.settlements.find((s) => s.value === value);
    const preset = base().presets.find((p) => p.name === value);
    if (name === "card_settlement" && settled) return say("optionCardPoints", { words: settled.words });
    if (name === "preset" && preset) return preset.title;
    if (name === "pot_ante") return say("optionFounding", { amount: value });
    return item;
  }).join(", ");
}

const sharingCaption = (chip) => (chip ? say("sharingInChips", { chip }) : WORDS.sharingExactly);

function undoButton() {
  const history = store.history || [];
  const last = history[history.length - 1];
  return el("p", { class: "score-undo" }, el("button", { type: "button", class: "md-button", "data-score-undo": true, disabled: !last, onclick: undo },
    say("undo", { what: last ? last.what : "—" })));
}

function dealsTable(answer) {
  const names = sheet().names;
  const box = el("section", { class: "score-deals" }, el("h2", { text: WORDS.theDeals }));
  if (!sheet().deals.length) {
    box.append(el("p", { class: "score-note", text: WORDS.noDeal }));
    return box;
  }
  const head = el("tr", {}, el("th", { text: WORDS.dealColumn }), el("th", { text: WORDS.dealerColumn }), names.map((n) => el("th", { text: n })),
    base().pots ? [el("th", { text: WORDS.kingPot }), el("th", { text: WORDS.pagatPot })] : null, el("th", { text: "" }));
  const rows = sheet().deals.map((facts, index) => {
    const deal = answer && answer.deals[index];
    return el("tr", { "data-score-row": index + 1 }, el("td", { text: String(index + 1) }), el("td", { text: names[facts.dealer] || "?" }),
      names.map((n) => el("td", { class: "score-num" }, deal ? [el("span", { class: "score-net", text: `${deal.net[n] ?? 0} → ` }), el("b", { text: deal.totals[n] })] : "…")),
      base().pots ? ["king", "pagat"].map((p) => el("td", { class: "score-num", text: deal ? String(deal.pots_after[potKey(p)]) : "…" })) : null,
      el("td", {}, el("button", { type: "button", class: "score-link", "data-score-correct": index + 1, onclick: () => {
        store.editing = index; store.draft = draftOf(facts); save(); problem(""); draw();
        root.querySelector("[data-score-deal]").scrollIntoView();
      } }, WORDS.correct)));
  });
  box.append(el("div", { class: "score-scroll" }, el("table", { class: "score-table" }, el("thead", {}, head), el("tbody", {}, rows))));
  box.append(el("p", {}, el("button", { type: "button", class: "md-button", "data-score-take-back": true, onclick: () => {
    const number = sheet().deals.length;
    change(say("takenBack", { number }), () => { store.sheet = { ...sheet(), deals: sheet().deals.slice(0, -1) }; store.editing = null; });
    rescore();
  } }, WORDS.takeBack)));
  if (answer) {
    for (const deal of answer.deals) {
      box.append(el("details", { class: "score-payments" }, el("summary", {}, say("everyPayment", { number: deal.number, dealer: deal.dealer })),
        deal.out.length ? el("p", { text: say("outOfDeal", { names: deal.out.join(", ") }) }) : null,
        base().pots ? el("p", { text: say("potsBeforeAfter", { before: pots(deal.pots_before), after: pots(deal.pots_after) }) }) : null,
        deal.stakes.length ? paymentTable(WORDS.stakes, deal.stakes) : null,
        paymentTable(WORDS.payments, deal.payments)));
    }
  }
  return box;
}

const pots = (values) => Object.entries(values).map(([pot, value]) => `${potWord(pot)} ${value}`).join(", ");

// The play page's payments table: who pays whom, how much and why.
function paymentTable(caption, rows) {
  if (!rows.length) return el("p", { text: say("none", { caption }) });
  return el("table", { class: "score-table" }, el("caption", { text: caption }),
    el("thead", {}, el("tr", {}, [WORDS.columnPays, WORDS.columnTo, WORDS.columnAmount, WORDS.columnWhy].map((h) => el("th", { text: h })))),
    el("tbody", {}, rows.map((row) => el("tr", {}, el("td", { text: potWord(row.payer) }), el("td", { text: potWord(row.payee) }),
      el("td", { class: "score-num", text: row.amount }), el("td", { text: row.reason })))));
}

function endOfEvening(answer) {
  const box = el("section", { class: "score-end" }, el("h2", { text: WORDS.end }));
  if (base().pots) {
    const chip = sheet().chip;
    box.append(sharingFields(chip ? "chips" : "exact", chip || 5, (key, value) => {
      const wrong = key === "chip" ? chipProblem(value) : "";
      if (wrong) return problem(wrong);
      const next = key === "sharing" ? (value === "exact" ? 0 : 5) : Number(value);
      if (next === sheet().chip) return;
      change(WORDS.sharingChanged, () => { store.sheet = { ...sheet(), chip: next }; });
      problem("");
      rescore();
    }));
    box.append(el("p", { class: "score-note", "data-score-reading": true, text: WORDS.readingNote }));
    if (answer.sharing.length) box.append(paymentTable(sharingCaption(chip), answer.sharing));
  }
  box.append(el("p", { "data-score-final": true }, `${WORDS.final} `,
    Object.entries(answer.final).map(([name, value]) => `${name} ${value}`).join(", "), "."));
  box.append(answer.transfers.length
    ? el("div", {}, el("p", { text: WORDS.fewest }), el("ul", { "data-score-transfers": true }, answer.transfers.map((t) => el("li", { text: say("pays", t) }))))
    : el("p", { text: WORDS.square }));
  return box;
}

let exportUrl = null;
let csvUrl = null;
function files() {
  if (exportUrl) URL.revokeObjectURL(exportUrl);
  if (csvUrl) URL.revokeObjectURL(csvUrl);
  const text = JSON.stringify(sheet(), null, 1);
  exportUrl = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const links = [el("a", { class: "md-button", href: exportUrl, download: `${WORDS.fileName}.json`, "data-score-export": true }, WORDS.download)];
  if (engine) {
    const table = engine.to_csv(JSON.stringify(sheet()), LANG);
    if (!table.startsWith("{")) {
      csvUrl = URL.createObjectURL(new Blob([table], { type: "text/csv" }));
      links.push(" ", el("a", { class: "md-button", href: csvUrl, download: `${WORDS.fileName}.csv`, "data-score-csv": true }, WORDS.csv));
    }
  }
  links.push(" ", el("button", { type: "button", class: "md-button", "data-score-print-button": true, onclick: () => window.print() }, WORDS.print));
  return el("section", { class: "score-files" }, el("h2", { text: WORDS.files }), el("p", {}, links), importer(),
    el("p", {}, el("button", { type: "button", class: "md-button", "data-score-new": true, onclick: () => {
      change(WORDS.ended, () => { store.sheet = null; store.draft = null; store.editing = null; });
      worked = null; problem(""); draw();
    } }, WORDS.startNew)));
}

function importer() {
  return el("p", {}, el("label", {}, `${WORDS.open} `,
    el("input", { type: "file", accept: ".json,.csv,application/json,text/csv", "data-score-import": true, onchange: async (event) => {
      const file = event.target.files[0];
      event.target.value = "";
      if (!file) return;
      if (!engine) return problem(WORDS.stillLoading);
      const answer = JSON.parse(engine.open_file(await file.text(), LANG));
      if (answer.error) return problem(`${file.name}: ${answer.error}`);
      if (!DATA.setups[answer.variant]) return problem(say("otherRuleSet", { file: file.name, title: DATA.titles[answer.variant] || answer.variant }));
      change(say("opened", { name: file.name }), () => { store.sheet = answer; store.draft = null; store.editing = null; });
      problem("");
      rescore();
    } })));
}

// -------------------------------------------------------------------------- the printout

// A payment's rule in short: who gained or lost by it. The players' side where the other
// is a pot (founding a pot, its sharing), else the side with fewer parties; "each" for
// equal amounts.
function short(rows) {
  const reasons = new Map();
  for (const row of rows) {
    const net = reasons.get(row.reason) || new Map();
    const value = amount(row.amount);
    net.set(row.payer, (net.get(row.payer) || 0) - value);
    net.set(row.payee, (net.get(row.payee) || 0) + value);
    reasons.set(row.reason, net);
  }
  const names = sheet().names;
  const parts = [];
  for (const [reason, net] of reasons) {
    const gain = [...net].filter(([, v]) => v > 1e-9);
    const loss = [...net].filter(([, v]) => v < -1e-9);
    const pots = (side) => side.every(([who]) => !names.includes(who));
    const side = pots(gain) ? loss : pots(loss) ? gain : loss.length < gain.length ? loss : gain;
    const sign = (v) => `${v > 0 ? "+" : "-"}${figure(Math.abs(v))}`;
    const same = side.length > 1 && side.every(([, v]) => Math.abs(v - side[0][1]) < 1e-9);
    const said = same
      ? say("each", { who: side.map(([who]) => potWord(who)).join(", "), amount: sign(side[0][1]) })
      : side.map(([who, v]) => `${potWord(who)} ${sign(v)}`).join(", ");
    parts.push(`${reason}: ${said}`);
  }
  return parts.join(" · ");
}

// An amount as the engine writes it (28 2/3, 16 1/4): the payments' amounts are whole,
// thirds or, shared exactly among four, quarters.
function figure(value) {
  const denominator = [1, 2, 3, 4, 6, 12].find((d) => Math.abs(value * d - Math.round(value * d)) < 1e-6) || 12;
  const parts = Math.round(value * denominator);
  const whole = Math.trunc(parts / denominator);
  const rest = parts % denominator;
  if (!rest) return String(whole);
  const common = gcd(rest, denominator);
  return `${whole ? `${whole} ` : ""}${rest / common}/${denominator / common}`;
}

const gcd = (a, b) => (b ? gcd(b, a % b) : a);

function printed(answer, title) {
  const names = sheet().names;
  const box = el("section", { class: "score-print", "data-score-print": true, "aria-hidden": "true" },
    el("h2", { text: say("sheetTitle", { title }) }),
    el("p", {}, say("sheetPlayers", { names: names.join(", "), dealer: names[sheet().first_dealer] }),
      sheet().options.length ? ` ${say("sheetOptions", { options: optionWords() })}` : ""));
  if (!answer) return box;
  const withPots = base().pots;
  box.append(el("p", { class: "score-print-key", text: withPots ? WORDS.sheetColumnsPots : WORDS.sheetColumns }));
  const head = el("tr", {}, el("th", { text: WORDS.dealColumn }), el("th", { text: WORDS.dealerColumn }), names.map((n) => el("th", { class: "score-num", text: n })),
    withPots ? [el("th", { class: "score-num", text: WORDS.kingPot }), el("th", { class: "score-num", text: WORDS.pagatPot })] : null);
  const width = 2 + names.length + (withPots ? 2 : 0);
  const rows = [];
  for (const deal of answer.deals) {
    rows.push(el("tr", { class: "score-print-deal" }, el("td", { text: String(deal.number) }), el("td", { text: deal.dealer }),
      names.map((n) => el("td", { class: "score-num" }, `${deal.net[n] ?? 0} → `, el("b", { text: deal.totals[n] }))),
      withPots ? ["king", "pagat"].map((p) => el("td", { class: "score-num", text: `${deal.pots_before[potKey(p)]} → ${deal.pots_after[potKey(p)]}` })) : null));
    const said = [deal.stakes.length ? `${WORDS.stakesShort}: ${short(deal.stakes)}` : "", short(deal.payments)].filter(Boolean).join(" · ");
    rows.push(el("tr", { class: "score-print-why" }, el("td", {}), el("td", { colspan: String(width - 1), text: said })));
  }
  box.append(el("table", { class: "score-print-table" }, el("thead", {}, head), el("tbody", {}, rows)));
  if (withPots && answer.sharing.length) box.append(el("p", { text: `${sharingCaption(sheet().chip)}: ${short(answer.sharing)}` }));
  box.append(el("p", {}, el("b", { text: WORDS.final }), " ", Object.entries(answer.final).map(([name, value]) => `${name} ${value}`).join(", "), "."));
  if (answer.transfers.length) box.append(el("p", { text: `${WORDS.fewest} ${answer.transfers.map((t) => say("pays", t)).join("; ")}.` }));
  return box;
}

// -------------------------------------------------------------------------- drawing

function problem(text) {
  const line = root.querySelector("[data-score-error]");
  line.textContent = text;
  line.hidden = !text;
  if (text) line.scrollIntoView({ block: "nearest" });
}

let drawing = false;
function draw() {
  if (drawing) { // a field removed while drawing may fire its change: draw once more after
    setTimeout(draw);
    return;
  }
  drawing = true;
  try {
    redraw();
  } finally {
    drawing = false;
  }
}

// Drawing again keeps the person's place: the field they were in keeps the focus and
// the caret (a phone's keyboard stays open).
function redraw() {
  const active = document.activeElement;
  const place = active && root.contains(active) && active.name
    ? { name: active.name, start: active.selectionStart, end: active.selectionEnd } : null;
  redrawBody();
  if (!place) return;
  const again = root.querySelector(`[name="${CSS.escape(place.name)}"]`);
  if (!again) return;
  again.focus();
  try { again.setSelectionRange(place.start, place.end); } catch { /* a select has no caret */ }
}

function redrawBody() {
  const keepError = root.querySelector("[data-score-error]");
  for (const node of [...root.children]) if (!node.matches("[data-score-status], noscript, [data-score-error]")) node.remove();
  if (!keepError) root.append(el("p", { class: "score-error", role: "alert", "data-score-error": true, hidden: true }));
  const box = el("div", { class: "score-body" });
  if (store.sheet) drawEvening(box);
  else {
    if ((store.history || []).length) box.append(undoButton());
    drawSetup(box);
  }
  root.append(box);
}

function rescore() {
  worked = null;
  if (engine && store.sheet) {
    worked = JSON.parse(engine.score(JSON.stringify(store.sheet), LANG));
    if (worked.error) problem(say("stillWrong", { message: worked.error }));
  }
  draw();
}

// The engine's arrival changes nothing of a new evening's setup: drawing it again would
// take the field the person is typing in from under their fingers.
function engineReady() {
  if (store.sheet) rescore();
}

// After the engine has loaded (so the first visit downloads nothing twice), a service
// worker keeps this page and all it needs for the next visit without a network.
function keepOffline() {
  const script = root.dataset.worker;
  if (!script || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(script).catch(() => { /* the page works as it is */ });
}

root.querySelector("[data-score-status]").textContent = WORDS.loading;
draw();
const started = performance.now();
loadEngine(root, "tarock.web.score").then((module) => {
  engine = module;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  root.dataset.ready = seconds;
  root.querySelector("[data-score-status]").textContent = say("ready", { seconds });
  engineReady();
}).catch((error) => {
  root.querySelector("[data-score-status]").textContent = say("failed", { message: error.message });
}).finally(keepOffline);
