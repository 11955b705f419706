// The play page: loads Pyodide and the package's core from this site, then draws what
// tarock.web returns and sends back the action a person clicks. No rule lives here.
//
// Page contract (for people and for automated tests): every card or choice a person may
// take now carries data-legal; when the game is over, the element with data-record is a
// download link whose href is a blob: URL of the record (its JSON is also its data-json).
// The coach: [data-hint] asks for a hint, [data-hinted] is the choice it recommends and
// [data-hint-reason] its words; [data-undo] takes a move back; the game element's
// data-step counts the actions so far; [data-branch] takes over a seat at a step of a
// finished deal; [data-resettle] picks other rules and [data-resettled] is their table.
// The game element's data-variant is the page's own default rule set (else Grosstarock).
// In the record viewer, at a deal's end, [data-mark] is a card that cost its player
// something with every hand shown, and [data-show-how] opens its line of best play.

import { el } from "./dom.js";
const root = document.getElementById("tarock-play");
const viewerRoot = document.getElementById("tarock-viewer");

// -------------------------------------------------------------------------- the words
// Every word the page itself shows, in English: a message id of the package's catalogue
// (context "play page"; `make messages` reads this table, one entry a line). A page in
// another language carries its words as JSON (#tarock-play-words), written from the
// catalogue when the site is built. {name} is a value put in; the engine's own texts (the
// rules' clauses, the payments' reasons, the log) come from the package in the page's
// language (tarock.web.set_language).
const WORDS = {
  startingAll: "Starting the rules: all of the engine is here, Python is starting…",
  loadingOf: "Loading the rules engine: {mb} of {total} MB…",
  loading: "Loading the rules engine: {mb} MB…",
  coreMissing: "the engine's core is missing ({status})",
  startingRead: "Starting the rules: reading the package…",
  ready: "The engine is ready ({seconds} s).",
  playsCompiled: "The compiled core plays, built for the browser.",
  playsPython: "The Python engine plays: the compiled core could not start in this browser.",
  playsPythonAsked: "The Python engine plays, as the address asks (engine=python): the reference, slower than the compiled core.",
  compareEngines: "Compare the engines",
  comparing: "Playing {deals} deals of {title} through both engines…",
  enginesSame: "{deals} deals of {title}, the same seeds through both engines: every net the same. The compiled core played {compiled} deals a second, the Python engine {python}.",
  enginesDiffer: "{deals} deals of {title}: the engines' nets differ at seeds {seeds}.",
  failed: "The engine could not start: {message}",
  cannotShow: "That deal cannot be shown: {error}",
  watching: "The heuristic bots' deal of {title}, seed {seed}, open at step {step} of {steps}: step forward or back from here.",
  // the settings
  ruleSet: "Rule set",
  seed: "Seed",
  players: "Players",
  yourSeat: "Your seat",
  bots: "Bots",
  deals: "Deals",
  deal: "Deal",
  keepsPots: "{title} keeps pots: you play a session of several deals, the pots carried over.",
  oneDeal: "{title}: one deal.",
  fourAtTable: "Four at the table: the dealer's opposite sits the deal out (with A dealing, C watches).",
  // the game
  headingSession: "{title}, deal {deal} of {deals}",
  headingDeal: "{title}, deal {deal}",
  seedSession: "Seed {seed}, deal {deal} of its session.",
  seedOnly: "Seed {seed}.",
  sharedMoment: "A shared moment: the address names no seed that deals these cards.",
  deals_you: "{dealer} deals; you are {you}.",
  deals_youRole: "{dealer} deals; you are {you}, {role}.",
  dealsAgain_you: "{dealer} deals again (the deal before was thrown in); you are {you}.",
  dealsAgain_youRole: "{dealer} deals again (the deal before was thrown in); you are {you}, {role}.",
  beforeDeal: "Before the deal: {stake}",
  potsAfter: "Pots after the deal: {pots}.",
  talon: "Talon: {talon}",
  thisTrick: "This trick",
  lastTrick: "Last trick",
  whatIfHere: "What if: you took over here from the deal as it was played; at the end the two endings are shown side by side.",
  hint: "Hint",
  thinking: "Thinking…",
  theRules: "The rules: {clauses}.",
  takeBack: "Take back my last move",
  shareTitle: "A link to the game as it stands now",
  share: "Share this moment",
  totals: "Totals after each deal: {totals}",
  yourHand: "Your hand",
  notAllowed: "{card} (not allowed now)",
  notAllowedTitle: "Not allowed now: tap or click to see the rule",
  mayPlay: "You may play {cards} ({clauses}).",
  mayLayAway: "You may lay away {cards} ({clauses}).",
  anyCard: "any card",
  otherCards: " Tap or click any other card to see the rule that forbids it.",
  soFar: "What happened so far",
  // the scoreboard
  unseen: "{seat}'s laid-away cards are not counted until the first trick is over.",
  seat: "Seat",
  seatOrPot: "Seat or pot",
  tricks: "Tricks",
  cardPoints: "Card points",
  you: "{seat} (you)",
  kind: "{seat} ({kind})",
  // the hint
  dealOne: "{count} deal",
  dealMany: "{count} deals",
  hintIs: "Hint: {label}. ",
  hintHow: "Worked out just now in {seconds} s from {deals} of the cards you cannot see, each played out by the heuristic bots after every one of your choices. The deals are drawn from this moment alone, so the same moment always gets the same hint.",
  values: "Every choice's value",
  choice: "Choice",
  average: "Game points on average",
  winsTrick: "Wins the trick",
  pagatLost: "Pagat lost",
  outOf: "{count} of {deals}",
  // the end of a deal
  explained: "The deal explained: who pays whom, and why",
  noPlay: "No play: {why}.",
  whoPays: "Who pays",
  whom: "Whom",
  howMuch: "How much",
  why: "Why",
  nobodyPays: "Nobody pays anything this deal.",
  cardPointsAre: "Card points: {points}.",
  netThisDeal: "Net this deal: {net}",
  everyStep: "Every step of the deal, as tarock replay tells it",
  net: "Net: {net}",
  potsShared: "The pots are shared at the end: {sharing}",
  download: "Download the record",
  stepThrough: "Step through it",
  nextSeed: "Next seed",
  replayAt: "Replay it at a terminal with {command}.",
  // other rules, what if
  otherRules: "The same deal under other rules",
  otherRulesAre: "The same cards and play, settled as another rule set settles a deal (where the cards allow it), or under another card-point rule or other bonus values.",
  rule: "Rule",
  chooseRule: "Choose another rule…",
  settledAgain: "Settled again with {label}",
  itsValues: "Its values: {values}.",
  asPlayed: "As played",
  underOther: "Under the other rule",
  otherRule: "Other rule",
  differences: "The differences add up to {total}: the same card play, only the settlement changed.",
  differencesPots: "The differences add up to {total}, the pots counted with the seats (what a seat no longer pays into a pot, the pot no longer gets): the same card play, only the settlement changed.",
  everyPayment: "Every payment under both rules",
  difference: "Difference",
  noChanges: "No payment changes.",
  changed: "{payer} pays {payee} for {reason}: {before} before, {after} after.",
  nothing: "nothing",
  ruleAll: "The rule behind every change: {why}",
  ruleThese: "The rule behind these: {why}",
  whatIfEndings: "What if: the two endings side by side",
  asItWas: "As it was played",
  asYouPlayed: "As you played it",
  paymentByPayment: "Payment by payment (the lines that differ are marked):",
  // the record viewer
  cannotRead: "That record cannot be read: {error}",
  recordOne: "A record of {title}, {count} deal.",
  recordMany: "A record of {title}, {count} deals.",
  whatIfStepBack: "What if: step back to any step, then take over a seat there and play on against the bots.",
  whatIfTakeOver: "What if: take over {seat} {button} against the bots, and compare the two endings ({link}).",
  playOnFrom: "Play on from step {step}",
  linkToStep: "link to this step",
  dealBack: "◀ Deal",
  start: "« Start",
  back: "◀ Back",
  stepOf: "Step {step} of {steps}",
  forward: "Forward ▶",
  end: "End »",
  dealForward: "Deal ▶",
  dealOf: "Deal {deal} of {deals}",
  toMoveName: "{seat} (to move)",
  toMove: "{seat} to move ({phase})",
  dealOver: "The deal is over.",
  phase_deal: "the deal",
  phase_bid: "the auction",
  phase_talon: "the talon",
  phase_discard: "laying away",
  phase_declare: "declaring",
  phase_announce: "announcing",
  phase_play: "playing",
  potsBegan: "Pots as the deal began: {pots}.",
  potsAfterIt: " After it: {pots}.",
  pointsSoFar: "Card points so far: {points}",
  lookingBack: "Looking back",
  lookingBackDeal: "Looking back on deal {deal}",
  lookedBack: "From trick {trick} on, every hand shown, the open-hand solver values every card each player could have played: the player to move playing for his own net, every other player against him.",
  noneCost: "No card from trick {trick} on cost anything.",
  beyondReach: "Even the last trick is beyond the solver's reach here.",
  costMark: "Trick {trick}: {player} played {played}, which cost {cost}: {words}.",
  goThere: "Go there",
  showHow: "Show me how",
};
const own = document.getElementById("tarock-play-words");
if (own) Object.assign(WORDS, JSON.parse(own.textContent));

// WORDS[key] with each {name} replaced by values[name].
const say = (key, values = {}) =>
  WORDS[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

// WORDS[key] as the children of an element: its text, with an element for each {name}
// that `elements` gives (a select, a button, a link in the sentence).
const sayWith = (key, elements) => WORDS[key].split(/(\{\w+\})/).filter((part) => part)
  .map((part) => { const name = part.slice(1, -1); return part.startsWith("{") && name in elements ? elements[name] : part; });


const status = (text, problem = false) => {
  const line = root.querySelector("[data-status]");
  line.textContent = text;
  line.classList.toggle("play-problem", problem);
};

// The engine's download, shown as it goes, in bytes as they arrive against the engine's
// exact size (data-engine-bytes). The files the engine fetches (the WebAssembly, the
// standard library, the package's core) are counted chunk by chunk: each answer from the
// engine's folder is cloned and the clone read as a stream, while the engine reads the
// answer itself as before (so the browser's cache serves it as before). The two script
// modules, which the browser imports, count once they are complete.
function watchDownload(engine) {
  const bar = root.querySelector("[data-progress]");
  const total = Number(root.dataset.engineBytes) || 0;
  const streamed = new Map(); // file address -> bytes arrived so far
  const arrived = () => {
    const sizes = new Map(streamed);
    for (const entry of performance.getEntriesByType("resource")) {
      if (!entry.name.startsWith(engine.href)) continue;
      sizes.set(entry.name, Math.max(sizes.get(entry.name) || 0, entry.decodedBodySize || 0));
    }
    return [...sizes.values()].reduce((sum, size) => sum + size, 0);
  };
  const show = () => {
    const bytes = total ? Math.min(arrived(), total) : arrived();
    const mb = (bytes / 1e6).toFixed(1);
    if (bar && total) { bar.max = total; bar.value = bytes; }
    if (total && bytes >= total) status(say("startingAll"));
    else status(total ? say("loadingOf", { mb, total: (total / 1e6).toFixed(1) }) : say("loading", { mb }));
  };
  const count = async (address, body) => {
    const reader = body.getReader();
    streamed.set(address, 0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      streamed.set(address, streamed.get(address) + value.byteLength);
      show();
    }
  };
  const ownFetch = window.fetch;
  window.fetch = async (...args) => {
    const answer = await ownFetch(...args);
    if (answer.ok && answer.body && answer.url.startsWith(engine.href)) {
      count(answer.url, answer.clone().body).catch(() => {}); // the engine reports a failure
    }
    return answer;
  };
  const observer = new PerformanceObserver(show);
  observer.observe({ type: "resource", buffered: true });
  show();
  return () => { window.fetch = ownFetch; observer.disconnect(); show(); if (bar) bar.hidden = true; };
}

let web = null; // tarock.web, through Pyodide
let pictures = {}; // card code -> SVG
let info = null; // rule sets and bot kinds
let recordUrl = null;
let lastRecord = null;

async function boot() {
  const started = performance.now();
  const engine = new URL(root.dataset.engine, location.href);
  const downloaded = watchDownload(engine);
  let pyodide, core;
  try {
    core = fetch(new URL(root.dataset.core, engine)).then((answer) => {
      if (!answer.ok) throw new Error(say("coreMissing", { status: answer.status }));
      return answer.arrayBuffer();
    });
    const { loadPyodide } = await import(new URL("pyodide.mjs", engine).href);
    pyodide = await loadPyodide({ indexURL: engine.href });
  } finally {
    downloaded();
  }
  await new Promise((done) => setTimeout(done, 0)); // let the whole download be shown
  status(say("startingRead"));
  pyodide.unpackArchive(await core, "zip", { extractDir: "/home/pyodide/engine" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
  if (params.get("engine") === "python") pyodide.runPython("import os; os.environ['TAROCK_PURE'] = '1'"); // the reference, asked for by the address
  web = pyodide.pyimport("tarock.web");
  web.set_language(document.documentElement.lang || "en"); // the engine's texts in the page's language
  info = JSON.parse(web.ready());
  pictures = info.pictures;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  root.dataset.plays = info.plays; // "compiled" or "python"
  root.dataset.ready = seconds;
  root.dataset.readyAt = Math.round(performance.now()); // ms since the navigation began
  const asked = params.get("engine") === "python";
  status(`${say("ready", { seconds })} ${say(info.plays === "compiled" ? "playsCompiled" : asked ? "playsPythonAsked" : "playsPython")}`);
  if (info.plays === "compiled") drawEngines();
  checkAddress();
  drawSettings();
  start();
  if (viewerRoot) setUpViewer();
  if (viewerRoot && params.get("watch")) { // a rule page's "watch it happen": the bots' deal
    lookedBack.clear();
    const view = JSON.parse(web.watch(params.get("watch"), Number(params.get("seed")) || 0, params.get("options") || "", /^\d+$/.test(params.get("step") || "") ? Number(params.get("step")) : -1));
    if (view.error) {
      const line = viewerRoot.querySelector("[data-viewer-status]");
      line.textContent = say("cannotShow", { error: view.error });
      line.classList.add("play-problem");
    } else {
      viewerRoot.querySelector("[data-viewer-status]").textContent = say("watching", { title: titleOf(view.variant), seed: params.get("seed"), step: view.step, steps: view.steps });
      drawStep(view);
      viewerRoot.scrollIntoView();
    }
  }
  if (viewerRoot && params.get("choice")) { // a choice the findings page lists (choices.js)
    const { openChoice } = await import("./choices.js");
    await openChoice(params.get("choice"), { open: (text) => openRecord(text), goto: showStep, root: viewerRoot, picture });
  }
}

// Both engines on the same seeds, in this browser: whether their nets agree, and how fast
// each plays ([data-engines] holds the answer's JSON when done).
function drawEngines() {
  const answer = el("span", { "data-engines-answer": true, role: "status" });
  const button = el("button", { type: "button", class: "md-button", "data-compare-engines": true, onclick: async () => {
    const variant = (root.querySelector("select[name=variant]") || {}).value || "grosstarock";
    button.disabled = true;
    answer.textContent = say("comparing", { deals: 200, title: titleOf(variant) });
    await new Promise((done) => setTimeout(done, 20)); // let the line show first
    const found = JSON.parse(web.engines(variant, 200));
    button.disabled = false;
    if (found.error) { answer.textContent = found.error; return; }
    const rate = (n) => Math.round(n).toLocaleString(document.documentElement.lang || "en");
    answer.textContent = found.same
      ? say("enginesSame", { deals: found.deals, title: titleOf(variant), compiled: rate(found.compiled), python: rate(found.python) })
      : say("enginesDiffer", { deals: found.deals, title: titleOf(variant), seeds: found.differ.join(", ") });
    answer.dataset.engines = JSON.stringify(found);
  } }, say("compareEngines"));
  root.querySelector("[data-status]").after(el("p", { class: "play-engines" }, button, " ", answer));
}

// --------------------------------------------------------------------------- settings

const params = new URLSearchParams(location.search);
const titleOf = (variant) => (info.variants.find((v) => v.id === variant) || { title: variant }).title;
const botName = (kind) => (info.bot_names && info.bot_names[kind]) || kind;

// Each value of the address the engine cannot use is named in one line, and left out.
function checkAddress() {
  const checked = JSON.parse(web.address(location.search.slice(1), root.dataset.variant || "grosstarock"));
  for (const name of checked.drop) params.delete(name);
  for (const [name, value] of Object.entries(checked.set)) params.set(name, value);
  root.append(...checked.problems.map((line) =>
    el("p", { class: "play-problem", role: "alert", "data-error": true, "data-address": true }, line)));
}

// The seed the address gives for a shared moment (-1: none), the deal's number in the
// session of that seed (0: none) and the pots as the deal began ("": none).
const addressSeed = () => (params.has("seed") ? Number(params.get("seed")) : -1);
const addressDeal = () => (params.has("deal") ? Number(params.get("deal")) : 0);
const addressPots = () => params.get("pots") || "";

function drawSettings() {
  const variant = params.get("variant") || root.dataset.variant || "grosstarock"; // the page's own default
  const form = el(
    "form",
    { class: "play-settings", onsubmit: (event) => { event.preventDefault(); start(true); } },
    el("label", {}, `${say("ruleSet")} `,
      el("select", { name: "variant" },
        info.variants.map((v) => el("option", { value: v.id, selected: v.id === variant }, v.title)))),
    el("label", {}, `${say("seed")} `,
      el("input", { name: "seed", type: "number", min: "0", step: "1", value: params.get("seed") || "1" })),
    el("label", { class: "play-players" }, `${say("players")} `,
      el("select", { name: "players" },
        [3, 4].map((n) => el("option", { value: n, selected: String(n) === (params.get("seats") || "3") }, n)))),
    el("label", {}, `${say("yourSeat")} `,
      el("select", { name: "seat" },
        ["A", "B", "C", "D"].map((s) => el("option", { value: s, selected: s === (params.get("seat") || "B") }, s)))),
    el("label", {}, `${say("bots")} `,
      el("select", { name: "bots" },
        info.bots.map((b) => el("option", { value: b, selected: b === (params.get("bots") || "heuristic") }, botName(b))))),
    el("label", { class: "play-deals" }, `${say("deals")} `,
      el("input", { name: "deals", type: "number", min: "1", max: "20", step: "1", value: params.get("deals") || "3" })),
    el("button", { type: "submit", class: "md-button md-button--primary" }, say("deal")),
  );
  const note = el("p", { class: "play-deals-note" });
  let first = true; // the address's own seat is kept, to be refused in words if it sits out
  const update = () => {
    const chosen = info.variants.find((v) => v.id === form.variant.value);
    form.querySelector(".play-deals").hidden = !chosen.pots;
    const four = chosen.tables.includes(4);
    form.querySelector(".play-players").hidden = !four;
    if (!four) form.players.value = String(chosen.seats);
    const seats = Number(form.players.value);
    // at four, A deals the page's one deal and C, opposite, sits it out
    const away = seats < 4 ? "D" : "C";
    for (const option of form.seat.options) option.hidden = option.value === away;
    if (form.seat.value === away && !first) form.seat.value = "B";
    first = false;
    note.textContent = say(chosen.pots ? "keepsPots" : "oneDeal", { title: chosen.title })
      + (seats === 4 ? ` ${say("fourAtTable")}` : "");
  };
  form.variant.addEventListener("change", update);
  form.players.addEventListener("change", update);
  update();
  root.append(form, note, el("div", { class: "play-game", "data-game": true }));
}

function settings() {
  const form = root.querySelector(".play-settings");
  const chosen = info.variants.find((v) => v.id === form.variant.value);
  return {
    variant: form.variant.value,
    seed: Math.max(0, Math.trunc(Number(form.seed.value) || 0)),
    seat: form.seat.value,
    seats: chosen.tables.includes(4) ? Number(form.players.value) : 0,
    bots: form.bots.value,
    deals: chosen.pots ? Math.max(1, Math.trunc(Number(form.deals.value) || 1)) : 1,
  };
}

function start(remember = false) {
  const chosen = settings();
  const moment = params.get("position");
  if (moment && params.has("step") && !remember) { // play on from a step of a finished deal
    opened(JSON.parse(web.branch(moment, Number(params.get("step")), chosen.seat, chosen.bots, addressSeed(), addressDeal(), addressPots())));
    return;
  }
  if (moment && !remember) { // a shared moment: the game as it stood
    opened(JSON.parse(web.from_position(moment, chosen.seat, chosen.bots, addressSeed(), addressDeal(), addressPots())));
    return;
  }
  if (remember) {
    const query = new URLSearchParams({ variant: chosen.variant, seed: chosen.seed });
    if (chosen.seats === 4) query.set("seats", 4);
    if (chosen.seat !== "B") query.set("seat", chosen.seat);
    if (chosen.bots !== "heuristic") query.set("bots", chosen.bots);
    if (chosen.deals !== 1) query.set("deals", chosen.deals);
    history.replaceState(null, "", `?${query}`);
  }
  const view = JSON.parse(web.new_game(chosen.variant, chosen.seed, chosen.seat, chosen.bots, chosen.deals, chosen.seats));
  draw(view, true);
}

// A game opened at a moment (a shared one, or a what-if): drawn, and the settings above
// it showing its rule set, table, seat and seed, not the page's defaults.
function opened(view) {
  draw(view, true);
  const form = root.querySelector(".play-settings");
  if (!form || view.error || !view.variant) return;
  form.variant.value = view.variant;
  form.players.value = String(view.names.length);
  form.seat.value = view.you;
  if (view.seed !== null && view.seed !== undefined) form.seed.value = view.seed;
  form.variant.dispatchEvent(new Event("change"));
}

function act(action) {
  const view = JSON.parse(web.act(action));
  draw(view);
}

function askHint(button) {
  button.disabled = true;
  button.textContent = say("thinking");
  // let the page show that before the engine works (a fixed amount of work: about a second)
  setTimeout(() => draw(JSON.parse(web.hint())), 30);
}

// What names a deal in an address, from a view: its seed (null: no seed the page knows),
// its number in the session of that seed (null: a game of one deal), and the pots as it
// began (null: none), each set only where known.
function naming(query, view) {
  if (view.seed !== null && view.seed !== undefined) query.set("seed", view.seed);
  if (view.seed !== null && view.number) query.set("deal", view.number);
  if (view.pots_at) query.set("pots", view.pots_at);
  return query;
}

// The address of a what-if: take over `seat` at `step` of the finished deal of the
// viewer's `view` (its final position), named as the view names it.
function branchQuery(view, step, seat) {
  return naming(new URLSearchParams({ position: view.final, step, seat }), view);
}

// Take over `seat` at `step` of the finished deal of the viewer's `view` and play on.
function branchFrom(view, step, seat) {
  history.replaceState(null, "", `?${branchQuery(view, step, seat)}`);
  const bots = root.querySelector("[name=bots]");
  const seed = view.seed === null ? -1 : view.seed;
  opened(JSON.parse(web.branch(view.final, step, seat, bots ? bots.value : "heuristic", seed, view.seed === null ? 0 : view.number || 0, view.pots_at || "")));
  root.scrollIntoView();
}

// --------------------------------------------------------------------------- drawing

function momentLink(view) {
  const query = naming(new URLSearchParams({ position: view.position, seat: view.you }), view);
  const bots = view.kinds.find((kind) => kind !== "human");
  if (bots && bots !== "heuristic") query.set("bots", bots);
  return `${location.pathname}?${query}`;
}

const picture = (code) => pictures[code] || code;

function cardButton(card, you, hinted = null) {
  const hint = hinted !== null && card.action === hinted;
  const attrs = {
    type: "button",
    class: `play-card${card.legal ? " play-legal" : ""}${hint ? " play-hinted" : ""}`,
    "data-hinted": hint,
    "data-card": card.card,
    "data-action": card.action,
    "data-legal": card.legal,
    "aria-label": card.legal ? card.label : say("notAllowed", { card: card.label }),
    title: card.legal ? card.clause : say("notAllowedTitle"),
    html: picture(card.card),
    onclick: () => act(card.action),
  };
  if (!card.action || !you) {
    return el("span", { class: "play-card play-idle", "data-card": card.card, html: picture(card.card), title: card.label });
  }
  return el("button", attrs);
}

function hintView(hint) {
  const deals = say(hint.deals === 1 ? "dealOne" : "dealMany", { count: hint.deals });
  return el("section", { class: "play-hint", "aria-live": "polite" },
    el("p", { "data-hint-reason": true }, el("strong", {}, say("hintIs", { label: hint.label })), hint.reason),
    el("p", { class: "play-clauses", "data-hint-time": hint.seconds },
      say("hintHow", { seconds: hint.seconds.toFixed(2), deals })),
    el("details", {},
      el("summary", {}, say("values")),
      el("div", { class: "play-table-scroll" }, el("table", { class: "play-payments" },
        el("thead", {}, el("tr", {}, el("th", {}, say("choice")), el("th", {}, say("average")), el("th", {}, say("winsTrick")), el("th", {}, say("pagatLost")))),
        el("tbody", {}, hint.values.map((v) => el("tr", { class: v.action === hint.action ? "play-you" : null },
          el("td", {}, v.label), el("td", { class: "play-amount" }, v.value),
          el("td", { class: "play-amount" }, say("outOf", { count: v.trick, deals: hint.deals })), el("td", { class: "play-amount" }, say("outOf", { count: v.pagat, deals: hint.deals })))))))));
}

function trickView(cards, winner) {
  return el("div", { class: "play-trick" },
    cards.map((c) => el("figure", { class: "play-played" },
      el("span", { html: picture(c.card) }),
      el("figcaption", {}, c.seat, c.clause && c.clause !== "the leader plays any card" ? el("small", {}, c.clause) : null))),
    winner ? el("p", { class: "play-winner" }, winner) : null);
}

function scoreboard(view) {
  return el("table", { class: "play-score" },
    view.unseen_discard ? el("caption", { "data-unseen": true }, say("unseen", { seat: view.unseen_discard })) : null,
    el("thead", {}, el("tr", {}, el("th", {}, say("seat")), el("th", {}, say("tricks")), el("th", {}, say("cardPoints")))),
    el("tbody", {}, Object.keys(view.points).map((name) => el("tr", { class: name === view.you ? "play-you" : null },
      el("th", {}, name === view.you ? say("you", { seat: name }) : say("kind", { seat: name, kind: botName(view.kinds[view.names.indexOf(name)]) })),
      el("td", {}, String(view.tricks[name])),
      el("td", {}, view.points[name])))));
}

function netTable(rows, before, after) {
  return el("div", { class: "play-table-scroll" }, el("table", { class: "play-score" },
    el("thead", {}, el("tr", {}, el("th", {}, say(rows.some((r) => r.pot) ? "seatOrPot" : "seat")), el("th", {}, before), el("th", {}, after), el("th", {}, say("difference")))),
    el("tbody", {}, rows.map((r) => el("tr", {},
      el("th", {}, r.seat), el("td", { class: "play-amount" }, r.before), el("td", { class: "play-amount" }, r.after),
      el("td", { class: "play-amount", "data-difference": r.difference }, r.difference))))));
}

// The changed payments, grouped by the rule behind them: each rule said once, after its lines.
function changedList(changed) {
  if (!changed.length) return el("p", {}, say("noChanges"));
  const whys = [...new Set(changed.map((c) => c.why))];
  const line = (c) => el("li", {}, say("changed", { payer: c.payer, payee: c.payee, reason: c.reason, before: c.before || say("nothing"), after: c.after || say("nothing") }));
  return el("div", {}, whys.flatMap((why) => [
    el("ul", { class: "play-changed" }, changed.filter((c) => c.why === why).map(line)),
    why ? el("p", { class: "play-clauses", "data-rule": true }, say(whys.length === 1 ? "ruleAll" : "ruleThese", { why })) : null,
  ]));
}

// Every payment of two settlements of a deal, its amount under each side by side.
function linesTable(lines, before, after) {
  return el("div", { class: "play-table-scroll" }, el("table", { class: "play-payments play-lines" },
    el("thead", {}, el("tr", {}, el("th", {}, say("whoPays")), el("th", {}, say("whom")), el("th", {}, say("why")), el("th", {}, before), el("th", {}, after))),
    el("tbody", {}, lines.map((l) => el("tr", { class: l.changed ? "play-changed-line" : null, "data-changed": l.changed },
      el("td", {}, l.payer), el("td", {}, l.payee), el("td", {}, l.reason),
      el("td", { class: "play-amount" }, l.before || "—"), el("td", { class: "play-amount" }, l.after || "—"))))));
}

function resettler(result, source) {
  if (!result.alternatives || !result.alternatives.length) return null;
  const out = el("div", { class: "play-resettle-out" });
  const select = el("select", { "data-resettle": true, name: "resettle" },
    el("option", { value: "" }, say("chooseRule")),
    result.alternatives.map((a) => el("option", { value: a.option }, a.label)));
  select.addEventListener("change", () => {
    if (!select.value) { out.replaceChildren(); return; }
    const again = JSON.parse(web.resettled(source, select.value));
    if (again.error) {
      out.replaceChildren(el("p", { class: "play-problem", role: "alert", "data-error": true }, again.error));
      return;
    }
    out.replaceChildren(el("section", { "data-resettled": true, "data-option": again.option },
      el("h4", {}, say("settledAgain", { label: again.label })),
      again.changes.length > 1 ? el("p", { class: "play-clauses" }, say("itsValues", { values: again.changes.join("; ") })) : null,
      netTable(again.net, say("asPlayed"), say("underOther")),
      el("p", {}, say(again.pots ? "differencesPots" : "differences", { total: again.total })),
      changedList(again.changed),
      el("details", {}, el("summary", {}, say("everyPayment")), linesTable(again.lines, say("asPlayed"), say("otherRule")))));
  });
  return el("div", { class: "play-resettle" },
    el("h4", {}, say("otherRules")),
    el("p", {}, `${say("otherRulesAre")} `,
      el("label", {}, `${say("rule")} `, select)),
    out);
}

function comparing(compare) {
  return el("section", { class: "play-compare", "data-compare": true },
    el("h3", {}, say("whatIfEndings")),
    netTable(compare.net, say("asItWas"), say("asYouPlayed")),
    el("p", {}, say("paymentByPayment")),
    linesTable(compare.lines, say("asItWas"), say("asYouPlayed")));
}

function explanation(result, source = "game") {
  const rows = result.payments.map((p) => el("tr", {},
    el("td", {}, p.payer), el("td", {}, p.payee), el("td", { class: "play-amount" }, p.amount), el("td", {}, p.reason)));
  return el("section", { class: "play-explain", "data-payments": true },
    el("h3", {}, say("explained")),
    result.thrown_in ? el("p", {}, say("noPlay", { why: result.thrown_in })) : null,
    rows.length
      ? el("div", { class: "play-table-scroll" }, el("table", { class: "play-payments" },
          el("thead", {}, el("tr", {}, el("th", {}, say("whoPays")), el("th", {}, say("whom")), el("th", {}, say("howMuch")), el("th", {}, say("why")))),
          el("tbody", {}, rows)))
      : el("p", {}, say("nobodyPays")),
    result.balance ? el("p", { class: "play-balance", "data-balance": true }, result.balance) : null,
    el("p", {}, say("cardPointsAre", { points: result.card_points })),
    el("p", { class: "play-net" }, say("netThisDeal", { net: result.net })),
    resettler(result, source),
    el("details", { class: "play-steps" },
      el("summary", {}, say("everyStep")),
      el("pre", {}, result.lines.join("\n"))));
}

function draw(view, fresh = false) {
  const game = root.querySelector("[data-game]");
  if (view.error && !view.phase) { // bad settings: nothing to draw but the reason
    game.replaceChildren(el("p", { class: "play-problem", role: "alert", "data-error": true }, view.error));
    return;
  }
  const yourTurn = view.to_move === view.you && !view.over && !view.result;
  const heading = view.deal ? say("headingSession", { title: view.title, deal: view.deal[0], deals: view.deal[1] })
    : view.number && view.seed !== null ? say("headingDeal", { title: view.title, deal: view.number }) : view.title;
  const named = view.number && !view.deal ? say("seedSession", { seed: view.seed, deal: view.number }) : say("seedOnly", { seed: view.seed });
  const dealt = say(`${view.again ? "dealsAgain" : "deals"}_you${view.role ? "Role" : ""}`, { dealer: view.dealer, you: view.you, role: view.role });
  const parts = [
    el("h2", { class: "play-heading" }, heading),
    el("p", { class: "play-about", "data-origin": true },
      `${view.seed === null ? say("sharedMoment") : named} ${dealt}`),
    view.stakes.length ? el("details", { class: "play-stakes" },
      el("summary", {}, say("beforeDeal", { stake: view.stakes[view.stakes.length - 1] })),
      el("ul", {}, view.stakes.slice(0, -1).map((line) => el("li", {}, line)))) : null,
    view.pots && view.result ? el("p", { class: "play-about" }, say("potsAfter", { pots: view.pots })) : null,
    scoreboard(view),
    view.talon ? el("p", { class: "play-talon" }, say("talon", { talon: view.talon })) : null,
  ];
  if (view.trick.length) parts.push(el("h3", {}, say("thisTrick")), trickView(view.trick));
  else if (view.last_trick.length) parts.push(el("h3", {}, say("lastTrick")), trickView(view.last_trick, view.won));
  parts.push(el("p", { class: "play-prompt", "aria-live": "polite" }, view.prompt));
  if (view.error) parts.push(el("p", { class: "play-problem", role: "alert", "data-error": true }, view.error));
  if (view.branched) parts.push(el("p", { class: "play-about" }, say("whatIfHere")));
  const hinted = view.hint ? view.hint.action : null;
  if (yourTurn && !view.hint) {
    parts.push(el("p", {}, el("button", { type: "button", class: "md-button", "data-hint": true, onclick: (event) => askHint(event.currentTarget) }, say("hint"))));
  }
  if (view.hint) parts.push(hintView(view.hint));
  if (view.choices.length) {
    parts.push(el("div", { class: "play-choices" }, view.choices.map((c) =>
      el("button", { type: "button", class: `md-button${c.action === hinted ? " play-hinted" : ""}`, "data-legal": true, "data-hinted": c.action === hinted, "data-action": c.action, title: c.clause, onclick: () => act(c.action) }, c.label))));
    const clauses = [...new Set(view.choices.map((c) => c.clause).filter((c) => c))];
    if (clauses.length) parts.push(el("p", { class: "play-clauses" }, say("theRules", { clauses: clauses.join("; ") })));
  }
  parts.push(el("p", { class: "play-moment" },
    view.undo ? el("button", { type: "button", class: "md-button", "data-undo": true, onclick: () => act("undo") }, say("takeBack")) : null,
    " ",
    el("a", { href: momentLink(view), "data-share": true, title: say("shareTitle") }, say("share"))));
  if (view.over) parts.push(ending(view));
  if (view.over && view.record) parts.push(...lookingBackAtTheEnd(view));
  if (view.totals.length) {
    parts.push(el("p", { class: "play-totals" }, say("totals", { totals: view.totals.join("; ") })));
  }
  if (view.hand.length) {
    parts.push(el("h3", {}, say("yourHand")),
      el("div", { class: `play-hand${yourTurn ? " play-your-turn" : ""}` }, view.hand.map((card) => cardButton(card, yourTurn, hinted))));
    const legal = view.hand.filter((card) => card.legal);
    if (yourTurn && legal.length) {
      const clauses = [...new Set(legal.map((card) => card.clause))];
      const cards = legal.length === view.hand.length ? say("anyCard") : legal.map((card) => card.label).join(" ");
      const others = legal.length < view.hand.length ? say("otherCards") : "";
      const may = legal[0].action.split(" ")[0] === "discard" ? "mayLayAway" : "mayPlay";
      parts.push(el("p", { class: "play-clauses", "data-legal-line": true }, say(may, { cards, clauses: clauses.join("; ") }) + others));
    }
  }
  if (view.result) parts.push(explanation(view.result));
  if (view.compare) parts.push(comparing(view.compare));
  if (view.log.length) parts.push(el("details", { class: "play-log", open: true },
    el("summary", {}, say("soFar")),
    el("ol", {}, view.log.map((line) => el("li", {}, line)))));
  game.dataset.step = view.step;
  game.replaceChildren(...parts.filter((part) => part));
  const log = game.querySelector(".play-log ol");
  if (log) log.scrollTop = log.scrollHeight; // the newest line in sight
  const focus = game.querySelector(".play-choices [data-legal], .play-hand [data-legal], [data-record]");
  if (focus && !fresh) focus.focus({ preventScroll: true });
}

function ending(view) {
  if (recordUrl) URL.revokeObjectURL(recordUrl);
  recordUrl = URL.createObjectURL(new Blob([view.record], { type: "application/json" }));
  lastRecord = view.record;
  const lines = [el("p", { class: "play-net", "data-net": true }, say("net", { net: view.net }))];
  if (view.sharing) lines.unshift(el("p", {}, say("potsShared", { sharing: view.sharing.map((s) => s.trim()).join("; ") })));
  return el("div", { class: "play-end" }, ...lines,
    el("p", {},
      el("a", { class: "md-button md-button--primary", href: recordUrl, download: view.filename, "data-record": true, "data-json": view.record }, say("download")),
      " ",
      viewerRoot ? el("button", { type: "button", class: "md-button", onclick: () => { openRecord(view.record, true); viewerRoot.scrollIntoView(); } }, say("stepThrough")) : null,
      " ",
      el("button", { type: "button", class: "md-button", onclick: () => { const s = root.querySelector("[name=seed]"); s.value = Number(s.value) + 1; start(true); } }, say("nextSeed"))),
    el("p", {}, sayWith("replayAt", { command: el("code", {}, `tarock replay ${view.filename}`) })));
}

// --------------------------------------------------------------------------- the record viewer

let viewing = null;

function setUpViewer() {
  viewerRoot.querySelector("[data-open-record]").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (file) openRecord(await file.text());
  });
  viewerRoot.append(el("div", { class: "play-viewer-body", "data-viewer": true }));
  viewerRoot.addEventListener("keydown", (event) => {
    if (!viewing || event.target.tagName === "INPUT") return;
    const moves = { ArrowRight: 1, ArrowLeft: -1, Home: -10000, End: 10000 };
    if (event.key in moves) {
      event.preventDefault();
      showStep(viewing.deal, viewing.step + moves[event.key]);
    }
  });
}

function openRecord(text, focus = false) {
  lookedBack.clear(); // another record: its deals looked back on anew
  const view = JSON.parse(web.open_record(text));
  const line = viewerRoot.querySelector("[data-viewer-status]");
  if (view.error) {
    line.textContent = say("cannotRead", { error: view.error });
    line.classList.add("play-problem");
    return;
  }
  line.classList.remove("play-problem");
  line.textContent = say(view.deals === 1 ? "recordOne" : "recordMany", { title: titleOf(view.variant), count: view.deals });
  drawStep(view);
  if (focus) { // the arrow keys step at once, with no click first
    const forward = [...viewerRoot.querySelectorAll(".play-controls button")].find((b) => !b.disabled);
    (forward || viewerRoot.querySelector("[data-viewer]")).focus({ preventScroll: true });
  }
}

function showStep(deal, step) {
  drawStep(JSON.parse(web.goto(deal, step)));
}

function branchControls(view) {
  if (view.step >= view.steps) { // the deal is over here: nothing is left to play differently
    return el("p", { class: "play-clauses play-branch" }, say("whatIfStepBack"));
  }
  // only the seats at the table: with four, the dealer's opposite sits the deal out
  const seat = el("select", { name: "branch-seat" }, view.seated.map((n) => el("option", { value: n }, n)));
  const href = () => `${location.pathname}?${branchQuery(view, view.step, seat.value)}`;
  const anchor = el("a", { href: href(), "data-branch-link": true }, say("linkToStep"));
  seat.addEventListener("change", () => { anchor.href = href(); });
  const button = el("button", { type: "button", class: "md-button", "data-branch": true, onclick: () => branchFrom(view, view.step, seat.value) }, say("playOnFrom", { step: view.step }));
  return el("p", { class: "play-clauses play-branch" }, sayWith("whatIfTakeOver", { seat, button, link: anchor }));
}

// The end of a deal looked back on, every hand shown (tarock.web.hindsight, once a deal):
// each card that cost its player something ([data-mark]), a step to go to, and the line
// of best play from there ([data-show-how]).
const lookedBack = new Map();

function lookingBack(deal) {
  if (!lookedBack.has(deal)) lookedBack.set(deal, JSON.parse(web.hindsight(deal)));
  return lookedBackView(lookedBack.get(deal), (step) => showStep(deal, step), say("lookingBack"));
}

// The section for one deal looked back on; `goThere(step)` opens the viewer at a mark's step.
function lookedBackView(back, goThere, heading) {
  if (back.error) return el("p", { class: "play-problem", "data-error": true }, back.error);
  const intro = back.from === null ? say("beyondReach") : say("lookedBack", { trick: back.from });
  const marks = back.marks.map((m) => el("li", { "data-mark": true, "data-step": m.step },
    say("costMark", { trick: m.trick, player: m.player, played: m.played, cost: m.cost, words: m.words }), " ",
    goThere ? el("button", { type: "button", class: "md-button", onclick: () => goThere(m.step) }, say("goThere")) : null,
    el("details", { "data-show-how": true }, el("summary", {}, say("showHow")),
      el("ol", {}, m.line.map((trick) => el("li", {}, trick))))));
  return el("section", { class: "play-looking-back", "data-looking-back": true },
    el("h3", {}, heading),
    el("p", {}, intro),
    marks.length ? el("ul", {}, marks) : back.from === null ? null : el("p", {}, say("noneCost", { trick: back.from })));
}

// At the end of a game, each of its deals looked back on from its record; a mark's step
// opens in the viewer below.
function lookingBackAtTheEnd(view) {
  const deals = view.deal ? view.deal[1] : 1;
  return [...Array(deals).keys()].map((i) => lookedBackView(
    JSON.parse(web.hindsight_of(view.record, i + 1)),
    viewerRoot ? (step) => { openRecord(view.record); showStep(i + 1, step); viewerRoot.scrollIntoView(); } : null,
    deals > 1 ? say("lookingBackDeal", { deal: i + 1 }) : say("lookingBack")));
}

function drawStep(view) {
  viewing = view;
  const body = viewerRoot.querySelector("[data-viewer]");
  const focused = body.contains(document.activeElement) ? document.activeElement.textContent : null;
  const button = (label, deal, step, disabled) =>
    el("button", { type: "button", class: "md-button", disabled, onclick: () => showStep(deal, step) }, label);
  const atEnd = view.step >= view.steps;
  const controls = el("div", { class: "play-controls" },
    view.deals > 1 ? button(say("dealBack"), view.deal - 1, 0, view.deal <= 1) : null,
    button(say("start"), view.deal, 0, view.step === 0),
    button(say("back"), view.deal, view.step - 1, view.step === 0),
    el("span", { class: "play-step", "aria-live": "polite" }, say("stepOf", { step: view.step, steps: view.steps })),
    button(say("forward"), view.deal, view.step + 1, atEnd),
    button(say("end"), view.deal, view.steps, atEnd),
    view.deals > 1 ? button(say("dealForward"), view.deal + 1, 0, view.deal >= view.deals) : null);
  const hands = el("div", { class: "play-hands" }, Object.entries(view.hands).map(([name, cards]) =>
    el("div", {}, el("h4", {}, name === view.to_move ? say("toMoveName", { seat: name }) : name),
      el("div", { class: "play-hand play-small" }, cards.map((c) => el("span", { class: "play-card play-idle", html: picture(c.card), title: c.label }))))));
  body.replaceChildren(...[
    view.deals > 1 ? el("h3", {}, say("dealOf", { deal: view.deal, deals: view.deals })) : null,
    controls,
    el("p", {}, view.phase === "done" ? say("dealOver") : say("toMove", { seat: view.to_move, phase: say(`phase_${view.phase}`) })),
    view.pots ? el("p", { class: "play-pots", "data-pots": true }, say("potsBegan", { pots: view.pots }),
      view.pots_after ? el("span", { "data-pots-after": true }, say("potsAfterIt", { pots: view.pots_after })) : null) : null,
    view.trick.length ? trickView(view.trick) : null,
    hands,
    el("p", {}, say("pointsSoFar", { points: Object.entries(view.points).map(([n, p]) => `${n} ${p}`).join(", ") })),
    view.log.length ? el("p", { class: "play-lastline" }, view.log[view.log.length - 1]) : null,
    branchControls(view),
    view.result ? lookingBack(view.deal) : null,
    view.result ? explanation(view.result, "viewer") : null].filter((part) => part));
  body.tabIndex = -1;
  if (focused !== null) { // keep the keyboard in the viewer once it is redrawn
    const same = [...body.querySelectorAll("button")].find((b) => b.textContent === focused && !b.disabled);
    (same || body).focus({ preventScroll: true });
  }
}

if (root) {
  boot().catch((error) => {
    status(say("failed", { message: error.message || error }), true);
    console.error(error);
  });
}
