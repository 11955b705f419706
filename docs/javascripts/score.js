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
// (JSON), [data-score-csv] its CSV. The engine's readiness is root.dataset.ready.

import { loadEngine } from "./engine.js";

const root = document.getElementById("tarock-score");
const DATA = JSON.parse(document.getElementById("tarock-score-data").textContent);
const KEY = "tarock-score";
const LETTERS = "ABCD";
const params = new URLSearchParams(location.search);

const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
};
const option = (value, text, selected) => el("option", { value, selected: String(value) === String(selected) }, text);

// -------------------------------------------------------------------------- storage

function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) || {};
  } catch {
    return {};
  }
}
let store = load(); // {setup, sheet, draft, editing}
const save = () => localStorage.setItem(KEY, JSON.stringify(store));
window.addEventListener("storage", (event) => { // another tab on the same evening
  if (event.key === KEY) { store = load(); rescore(); }
});

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
    else setup[key] = ["size", "first", "ante", "chip"].includes(key) ? Number(value) : value;
    save();
    if (redraw) draw();
  };
  const names = [];
  for (let seat = 0; seat < setup.size; seat++) {
    names.push(el("label", {}, `Player ${LETTERS[seat]} `,
      el("input", { name: `name${seat}`, value: setup.names[seat] || "", autocomplete: "off", oninput: changed(`name${seat}`) })));
  }
  box.append(el("form", { class: "score-setup", onsubmit: (event) => { event.preventDefault(); begin(); } },
    el("h2", { text: "A new evening" }),
    el("div", { class: "score-fields" },
      el("label", {}, "Rule set ", el("select", { name: "variant", onchange: changed("variant", true) },
        DATA.variants.map((v) => option(v.id, v.title, setup.variant)))),
      base.presets.length ? el("label", {}, "Reading ", el("select", { name: "preset", onchange: changed("preset") },
        option("", "the rule set's own", setup.preset),
        base.presets.map((p) => option(p.name, p.title, setup.preset)))) : null,
      base.games.length ? null : el("label", {}, "Card points ", el("select", { name: "settlement", onchange: changed("settlement") },
        DATA.settlements.map((s) => option(s.value, s.words + (s.value === base.card_settlement ? " (the rule set's)" : ""), setup.settlement)))),
      base.tables.length > 1 ? el("label", {}, "At the table ", el("select", { name: "size", onchange: changed("size", true) },
        base.tables.map((n) => option(n, `${n} players`, setup.size)))) : null),
    el("div", { class: "score-fields" }, names),
    el("div", { class: "score-fields" },
      el("label", {}, "First dealer ", el("select", { name: "first", onchange: changed("first") },
        Array.from({ length: setup.size }, (_, seat) => option(seat, `Player ${LETTERS[seat]}`, setup.first)))),
      base.pots ? el("label", {}, "Founding amount ", el("input", { name: "ante", type: "number", min: "0", step: "5", value: setup.ante, oninput: changed("ante") })) : null,
      base.pots ? el("label", {}, "Chips at the end in steps of ", el("input", { name: "chip", type: "number", min: "0", step: "1", value: setup.chip, oninput: changed("chip") })) : null),
    el("p", {}, el("button", { type: "submit", class: "md-button md-button--primary", "data-score-begin": true }, "Start the evening"))));
}

function begin() {
  const setup = store.setup;
  const base = setupOf(setup.variant);
  const names = setup.names.slice(0, setup.size).map((name) => (name || "").trim());
  const missing = names.findIndex((name) => !name);
  if (missing >= 0) return problem(`Player ${LETTERS[missing]} has no name.`);
  const options = [];
  if (setup.preset) options.push(`preset=${setup.preset}`);
  if (!base.games.length && setup.settlement !== base.card_settlement) options.push(`card_settlement=${setup.settlement}`);
  if (base.pots && Number(setup.ante) !== base.pot_ante) options.push(`pot_ante=${Number(setup.ante)}`);
  const sheet = { format: "tarock-score", version: 1, variant: setup.variant, options, names, first_dealer: Number(setup.first) || 0, chip: Number(setup.chip) || 0, deals: [] };
  if (engine) {
    const answer = JSON.parse(engine.score(JSON.stringify(sheet)));
    if (answer.error) return problem(answer.error);
  }
  store.sheet = sheet;
  store.draft = null;
  store.editing = null;
  save();
  rescore();
}

// -------------------------------------------------------------------------- a deal

const sheet = () => store.sheet;
const base = () => setupOf(sheet().variant);
const size = () => sheet().names.length;
const playing = (dealer) => DATA.playing[String(size())][dealer];

function nextDealer() {
  if (worked && !worked.error && worked.deals.length === sheet().deals.length) return worked.next_dealer;
  const deals = sheet().deals;
  if (!deals.length) return sheet().first_dealer;
  const last = deals[deals.length - 1].dealer;
  const seats = playing(last);
  return seats[(seats.indexOf(last) + 1) % seats.length];
}

function freshDraft() {
  return { dealer: nextDealer(), thrown_in: false, declared: [], honours: {}, last_winner: "", outcome: "", fool_kept: "", points: {}, game: {} };
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
  } else if (facts.every_trick !== undefined) draft.outcome = `vole:${facts.every_trick}`;
  else if ((facts.no_trick || []).length) draft.outcome = `nolo:${Math.min(...facts.no_trick)}`;
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
  const editing = store.editing;
  const title = editing === null || editing === undefined ? `Deal ${sheet().deals.length + 1}` : `Correcting deal ${editing + 1}`;
  const out = names.map((_, s) => s).filter((s) => !seats.includes(s));
  const form = el("form", { class: "score-deal", "data-score-deal": true, onsubmit: (event) => { event.preventDefault(); enter(); } },
    el("h2", { text: title }),
    el("div", { class: "score-fields" },
      pick("Dealer", draft.dealer, names.map((n, s) => [s, n]), (v) => { draft.dealer = Number(v); }, { name: "dealer" }),
      out.length ? el("span", { class: "score-note", text: `${out.map((s) => names[s]).join(", ")} sits out this deal.` }) : null,
      el("label", { class: "score-check" }, el("input", { type: "checkbox", name: "thrown_in", checked: draft.thrown_in, onchange: (event) => { draft.thrown_in = event.target.checked; keep(true); } }), " thrown in (dealt again)")));
  if (!draft.thrown_in) {
    if (base().forms.length) form.append(declarations(draft, seats, names, keep));
    form.append(honoursBox(draft, who, keep));
    const end = el("div", { class: "score-fields" },
      pick("Last trick taken by", draft.last_winner, [["", "—"], ...who], (v) => { draft.last_winner = v; }, { name: "last_winner" }));
    if (base().games.length) {
      end.append(pick("Every trick", draft.outcome, [["", "neither side"], ["declarer", "the declarer took every trick"], ["defenders", "the defenders took every trick"]], (v) => { draft.outcome = v; }, { name: "outcome" }));
    } else {
      end.append(pick(`${words.vole} or ${words.nolo}`, draft.outcome,
        [["", "neither"], ...seats.map((s) => [`vole:${s}`, `${words.vole}: ${names[s]} took every trick`]), ...seats.map((s) => [`nolo:${s}`, `${words.nolo}: ${names[s]} took no trick`])],
        (v) => { draft.outcome = v; }, { name: "outcome" }));
    }
    if (base().fool_kept) end.append(pick(`Kept the ${words.fool}, took no trick`, draft.fool_kept, [["", "nobody"], ...who], (v) => { draft.fool_kept = v; }, { name: "fool_kept" }));
    form.append(end);
    form.append(base().games.length ? gameBox(draft, who, keep) : pointsBox(draft, seats, names));
  }
  form.append(el("p", {},
    el("button", { type: "submit", class: "md-button md-button--primary", "data-score-enter": true }, editing === null || editing === undefined ? "Enter the deal" : "Save the correction"), " ",
    el("button", { type: "button", class: "md-button", onclick: () => { store.draft = null; store.editing = null; keep(true); } }, editing === null || editing === undefined ? "Clear" : "Cancel")));
  box.append(form);
}

function declarations(draft, seats, names, keep) {
  const groups = {};
  for (const [index, form] of base().forms.entries()) (groups[form.group] ||= []).push([index, form]);
  const box = el("fieldset", { class: "score-declared" }, el("legend", { text: "Declarations shown" }));
  for (const seat of seats) {
    const shown = draft.declared.filter((d) => d.seat === seat);
    const add = el("select", { name: `declare${seat}`, "aria-label": `${names[seat]} shows`, onchange: (event) => {
      const form = base().forms[Number(event.target.value)];
      if (form) { draft.declared.push({ seat, name: form.name, value: form.value, cards: form.cards }); keep(true); }
    } }, option("", "add…", ""), Object.entries(groups).map(([group, forms]) => el("optgroup", { label: group },
      forms.map(([index, form]) => option(index, `${form.name} (${form.value})`, "")))));
    box.append(el("div", { class: "score-row" }, el("span", { class: "score-who", text: names[seat] }),
      shown.map((d) => el("button", { type: "button", class: "score-chip", title: "remove", onclick: () => {
        draft.declared.splice(draft.declared.indexOf(d), 1); keep(true);
      } }, `${d.name} ${d.value} ✕`)), add));
  }
  return box;
}

function honoursBox(draft, who, keep) {
  const names = sheet().names;
  const contract = base().games.length > 0;
  const box = el("fieldset", { class: "score-honours" }, el("legend", { text: contract ? "The Pagat in the last trick" : "The Pagat and the Kings" }));
  for (const honour of base().honours) {
    if (contract && honour.code !== "T1") continue;
    const row = draft.honours[honour.code] ||= { seat: "", fate: "" };
    const fates = [["", "—"]];
    const seat = row.seat === "" ? null : Number(row.seat);
    if (!contract) fates.push(["won", "won its trick"], ...who.filter(([s]) => s !== seat).map(([s, n]) => [`lost:${s}`, `lost to ${names[s]}`]));
    fates.push(["last", "won the last trick (ultimo)"], ...who.filter(([s]) => s !== seat).map(([s, n]) => [`last-lost:${s}`, `in the last trick, beaten by ${names[s]}`]));
    const set = (key) => (event) => {
      row[key] = event.target.value;
      if (key === "fate" && row.fate === "last" && draft.last_winner === "") draft.last_winner = row.seat;
      if (key === "fate" && row.fate.startsWith("last-lost:") && draft.last_winner === "") draft.last_winner = row.fate.split(":")[1];
      keep(true);
    };
    box.append(el("div", { class: "score-row" }, el("span", { class: "score-who", text: honour.name }),
      el("select", { name: `held-${honour.code}`, "aria-label": `${honour.name} played by`, onchange: set("seat") }, option("", "played by…", row.seat), who.map(([s, n]) => option(s, n, row.seat))),
      el("select", { name: `fate-${honour.code}`, "aria-label": `${honour.name}: what became of it`, onchange: set("fate") }, fates.map(([v, text]) => option(v, text, row.fate)))));
  }
  return box;
}

function pointsBox(draft, seats, names) {
  const total = el("span", { class: "score-note", "data-score-sum": true });
  const sum = () => {
    let whole = 0;
    for (const seat of seats) whole += amount(draft.points[seat]);
    total.textContent = `together ${Math.round(whole * 3) / 3 === whole ? +whole.toFixed(2) : whole.toFixed(2)} of ${base().pack_points}`;
  };
  const box = el("fieldset", { class: "score-points" }, el("legend", { text: "Card points" }),
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

function gameBox(draft, who, keep) {
  const game = draft.game;
  const names = sheet().names;
  const set = (key, redraw = true) => (event) => {
    game[key] = event.target.type === "checkbox" ? event.target.checked : event.target.value;
    save();
    if (redraw) draw();
  };
  if (game.declarer === undefined) game.declarer = who[0][0];
  return el("fieldset", { class: "score-game" }, el("legend", { text: "The game" }),
    el("div", { class: "score-fields" },
      el("label", {}, "Game ", el("select", { name: "game", onchange: set("name") }, base().games.map((g) => option(g.name, `${g.name} (${g.value})`, game.name || base().games[0].name)))),
      el("label", {}, "Declarer ", el("select", { name: "declarer", onchange: set("declarer") }, who.map(([s, n]) => option(s, n, game.declarer)))),
      el("label", {}, "Talon half ", el("select", { name: "half", onchange: set("half") }, [["", "none"], ["lower", "lower"], ["upper", "upper"]].map(([v, t]) => option(v, t, game.half || "")))),
      el("label", {}, "Declarer's card points ", el("input", { name: "game_points", inputmode: "decimal", value: game.points ?? "", oninput: set("points", false) }))),
    el("div", { class: "score-fields" },
      el("label", { class: "score-check" }, el("input", { type: "checkbox", name: "ultimo", checked: Boolean(game.ultimo), onchange: set("ultimo") }), " Pagat ultimo announced"),
      el("label", { class: "score-check" }, el("input", { type: "checkbox", name: "valat", checked: Boolean(game.valat), onchange: set("valat") }), " Valat announced"),
      ["trull", "kings"].map((key) => el("label", {}, key === "trull" ? "Trull " : "Four Kings ", el("select", { name: key, onchange: set(key) },
        [["", "split"], ["declarer", `all with ${names[game.declarer] || "the declarer"}`], ["defenders", "all with the defenders"]].map(([v, t]) => option(v, t, game[key] || "")))))));
}

// Enter the deal (or the correction): checked by the engine when it is loaded; refused
// with one message and nothing changed if no deal could have it.
function enter() {
  const facts = factsOf(store.draft);
  const candidate = { ...sheet(), deals: [...sheet().deals] };
  const editing = store.editing;
  if (editing === null || editing === undefined) candidate.deals.push(facts);
  else candidate.deals[editing] = facts;
  if (engine) {
    const answer = JSON.parse(engine.score(JSON.stringify(candidate)));
    if (answer.error) return problem(answer.error);
    worked = answer;
  }
  store.sheet = candidate;
  store.editing = null;
  store.draft = null;
  save();
  problem("");
  if (!engine) worked = null;
  store.draft = freshDraft();
  save();
  draw();
}

// -------------------------------------------------------------------------- the evening

const signed = (value) => String(value);

function drawEvening(box) {
  const names = sheet().names;
  const title = (DATA.variants.find((v) => v.id === sheet().variant) || { title: sheet().variant }).title;
  const answer = worked && !worked.error ? worked : null;
  box.append(el("div", { class: "score-head" },
    el("p", { class: "score-about" }, `${title}${sheet().options.length ? ` (${sheet().options.join(", ")})` : ""}: ${names.join(", ")}.`),
    el("div", { class: "score-totals", "aria-live": "polite" },
      names.map((name, seat) => el("span", { class: "score-total", "data-score-total": true, "data-seat": LETTERS[seat] },
        `${name} ${answer ? signed(answer.totals[name]) : "…"}`)),
      base().pots ? ["king", "pagat"].map((pot) => {
        const label = pot === "king" ? "King pot" : "Pagat pot";
        return el("span", { class: "score-pot", "data-score-pot": true, "data-pot": pot }, `${label} ${answer ? answer.pots[label] : "…"}`);
      }) : null)));
  drawDeal(box);
  box.append(dealsTable(answer));
  if (answer && sheet().deals.length) box.append(endOfEvening(answer));
  box.append(files());
}

function dealsTable(answer) {
  const names = sheet().names;
  const box = el("section", { class: "score-deals" }, el("h2", { text: "The deals" }));
  if (!sheet().deals.length) {
    box.append(el("p", { class: "score-note", text: "No deal entered yet." }));
    return box;
  }
  const head = el("tr", {}, el("th", { text: "Deal" }), el("th", { text: "Dealer" }), names.map((n) => el("th", { text: n })),
    base().pots ? [el("th", { text: "King pot" }), el("th", { text: "Pagat pot" })] : null, el("th", { text: "" }));
  const rows = sheet().deals.map((facts, index) => {
    const deal = answer && answer.deals[index];
    return el("tr", { "data-score-row": index + 1 }, el("td", { text: String(index + 1) }), el("td", { text: names[facts.dealer] || "?" }),
      names.map((n) => el("td", { class: "score-num", text: deal ? `${signed(deal.net[n] ?? 0)} → ${signed(deal.totals[n])}` : "…" })),
      base().pots ? ["King pot", "Pagat pot"].map((p) => el("td", { class: "score-num", text: deal ? String(deal.pots_after[p]) : "…" })) : null,
      el("td", {}, el("button", { type: "button", class: "score-link", "data-score-correct": index + 1, onclick: () => {
        store.editing = index; store.draft = draftOf(facts); save(); draw();
        root.querySelector("[data-score-deal]").scrollIntoView();
      } }, "Correct")));
  });
  box.append(el("div", { class: "score-scroll" }, el("table", { class: "score-table" }, el("thead", {}, head), el("tbody", {}, rows))));
  box.append(el("p", {}, el("button", { type: "button", class: "md-button", "data-score-undo": true, onclick: () => {
    if (!confirm("Take back the last deal entered?")) return;
    store.sheet.deals.pop(); store.editing = null; save(); rescore();
  } }, "Take back the last deal")));
  if (answer) {
    for (const deal of answer.deals) {
      box.append(el("details", { class: "score-payments" }, el("summary", {}, `Deal ${deal.number}: ${deal.dealer} deals — every payment and its rule`),
        deal.out.length ? el("p", { text: `${deal.out.join(", ")} sits out.` }) : null,
        base().pots ? el("p", { text: `Pots before play: ${pots(deal.pots_before)}; after the deal: ${pots(deal.pots_after)}.` }) : null,
        deal.stakes.length ? paymentTable("Stakes", deal.stakes) : null,
        paymentTable("Payments", deal.payments)));
    }
  }
  return box;
}

const pots = (values) => Object.entries(values).map(([pot, value]) => `${pot} ${value}`).join(", ");

// The play page's payments table: who pays whom, how much and why.
function paymentTable(caption, rows) {
  if (!rows.length) return el("p", { text: `${caption}: none.` });
  return el("table", { class: "score-table" }, el("caption", { text: caption }),
    el("thead", {}, el("tr", {}, ["Pays", "To", "Amount", "Why"].map((h) => el("th", { text: h })))),
    el("tbody", {}, rows.map((row) => el("tr", {}, el("td", { text: row.payer }), el("td", { text: row.payee }),
      el("td", { class: "score-num", text: row.amount }), el("td", { text: row.reason })))));
}

function endOfEvening(answer) {
  const box = el("section", { class: "score-end" }, el("h2", { text: "The end of the evening" }));
  if (answer.sharing.length) box.append(paymentTable("Sharing the pots (whole chips; the rest to the lowest total)", answer.sharing));
  box.append(el("p", { "data-score-final": true }, "Final totals: ",
    Object.entries(answer.final).map(([name, value]) => `${name} ${signed(value)}`).join(", "), "."));
  box.append(answer.transfers.length
    ? el("ul", { "data-score-transfers": true }, answer.transfers.map((t) => el("li", { text: `${t.payer} pays ${t.payee} ${t.amount}` })))
    : el("p", { text: "Nobody owes anybody anything." }));
  return box;
}

let exportUrl = null;
let csvUrl = null;
function files() {
  if (exportUrl) URL.revokeObjectURL(exportUrl);
  if (csvUrl) URL.revokeObjectURL(csvUrl);
  const text = JSON.stringify(sheet(), null, 1);
  exportUrl = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const links = [el("a", { class: "md-button", href: exportUrl, download: "tarock-evening.json", "data-score-export": true }, "Download the evening")];
  if (engine) {
    const table = engine.to_csv(JSON.stringify(sheet()));
    if (!table.startsWith("{")) {
      csvUrl = URL.createObjectURL(new Blob([table], { type: "text/csv" }));
      links.push(" ", el("a", { class: "md-button", href: csvUrl, download: "tarock-evening.csv", "data-score-csv": true }, "CSV for a spreadsheet"));
    }
  }
  return el("section", { class: "score-files" }, el("h2", { text: "Files" }), el("p", {}, links), importer(),
    el("p", {}, el("button", { type: "button", class: "md-button", "data-score-new": true, onclick: () => {
      if (!confirm("Start a new evening? Download this one first if you want to keep it.")) return;
      store.sheet = null; store.draft = null; store.editing = null; save(); worked = null; draw();
    } }, "Start a new evening")));
}

function importer() {
  return el("p", {}, el("label", {}, "Open a file (an evening, or a game record) ",
    el("input", { type: "file", accept: ".json,.csv,application/json,text/csv", "data-score-import": true, onchange: async (event) => {
      const file = event.target.files[0];
      if (!file) return;
      if (!engine) return problem("The engine is still loading: open the file again in a moment.");
      const answer = JSON.parse(engine.open_file(await file.text()));
      if (answer.error) return problem(`${file.name}: ${answer.error}`);
      if (store.sheet && store.sheet.deals.length && !confirm("Replace this evening by the file's?")) return;
      store.sheet = answer; store.draft = null; store.editing = null; save(); problem(""); rescore();
    } })));
}

// -------------------------------------------------------------------------- drawing

function problem(text) {
  const line = root.querySelector("[data-score-error]");
  line.textContent = text;
  line.hidden = !text;
  if (text) line.scrollIntoView({ block: "nearest" });
}

function draw() {
  const keepError = root.querySelector("[data-score-error]");
  for (const node of [...root.children]) if (!node.matches("[data-score-status], noscript, [data-score-error]")) node.remove();
  if (!keepError) root.append(el("p", { class: "score-error", role: "alert", "data-score-error": true, hidden: true }));
  const box = el("div", { class: "score-body" });
  if (store.sheet) drawEvening(box);
  else drawSetup(box);
  root.append(box);
}

function rescore() {
  worked = null;
  if (engine && store.sheet) {
    worked = JSON.parse(engine.score(JSON.stringify(store.sheet)));
    problem(worked.error ? `${worked.error}. Correct that deal: nothing else is lost.` : "");
  }
  draw();
}

draw();
const started = performance.now();
loadEngine(root, "tarock.web.score").then((module) => {
  engine = module;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  root.dataset.ready = seconds;
  root.querySelector("[data-score-status]").textContent = `The engine is ready (${seconds} s).`;
  rescore();
}).catch((error) => {
  root.querySelector("[data-score-status]").textContent = `The engine did not load (${error.message}); your entries are kept.`;
});
