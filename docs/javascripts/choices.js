// The choices where the two card-point rules part (sitegen/choices.py writes the data into
// findings/choices/ when the site is built).
//
// On the findings page (#tarock-choices): pick a rule set and browse every choice where a
// search player paid one way would have played another card paid the other way, sorted
// by what the other card would have cost; the figures of the page's table are worked out
// again from the rows listed. Each row opens on the play page, in the record viewer, at
// that moment.
//
// On the play page, play.js calls openChoice(spec, tools) for an address ?choice=SPEC
// (VARIANT.RULE.DEAL.SEAT.STEP): the deal's record is opened at the step, and a panel
// above the viewer shows the two cards and each rule's reason for its own.

import { el } from "./dom.js";

const SHOWN = 25; // rows shown at first, and added by "show more"
const CHUNK = 50; // deals a records file holds (sitegen.choices.CHUNK)

const RULE_WORDS = {
  exact: "exactly against 26",
  bands: "in five-point bands",
  "bands-eldest": "in five-point bands (eldest hand balancing)",
  "bands-each": "in five-point bands (each opponent paying)",
};
const paidWords = (rules, name) => `paid ${RULE_WORDS[rules[name]] || rules[name]}`;
const otherRule = (rule) => (rule === "exact" ? "bands" : "exact");
const signed = (value, digits = 2) => `${value < 0 ? "−" : "+"}${Math.abs(value).toFixed(digits)}`;
const plain = (value, digits = 2) => `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}`; // a typographic minus

// A choice's fields by name, from a row of a listing or a records file.
const named = (columns, row) => Object.fromEntries(columns.map((name, i) => [name, row[i]]));

// "play H1" -> { verb: "play", code: "H1" } (any other action: its text as the code).
function action(text) {
  const found = /^(play|discard) (\S+)$/.exec(text);
  return found ? { verb: found[1], code: found[2] } : { verb: "", code: text };
}

// An action in words: the card's name in the rule set ("♥1"), "lay away ♦4" for a discard.
function said(text, labels) {
  const { verb, code } = action(text);
  const name = labels[code] || code;
  return verb === "discard" ? `lay away ${name}` : name;
}

// Who won a tie of the two cards under a rule: the card the heuristic would play, or
// failing that the first tied card in the order of the legal actions (tarock.search.player.best). `mine`: the played card.
const tieWords = (choice, mine) =>
  choice.habit === (mine ? "chosen" : "other") ? "the heuristic's card" : "the first tied card in the legal order";

// Why a player paid by `rule` took its card: the worlds' averages of the two under `rule`.
function reason(choice, rule, mine, labels) {
  const first = choice[`${rule}_${mine ? "chosen" : "other"}`];
  const second = choice[`${rule}_${mine ? "other" : "chosen"}`];
  const [card, rival] = mine ? [choice.chosen, choice.other] : [choice.other, choice.chosen];
  const level = Math.abs(first - second) < 1e-9;
  const tie = level ? ` Level: the tie went to ${tieWords(choice, mine)}.` : "";
  return `${said(card, labels)} ${signed(first)} against ${said(rival, labels)} ${signed(second)} game points on average over the sampled worlds.${tie}`;
}

// The two cards' averages under the player's own rule, the played card's first ("level":
// the same, and the player's heuristic chose).
function averages(choice) {
  const first = choice[`${choice.rule}_chosen`];
  const second = choice[`${choice.rule}_other`];
  const level = Math.abs(first - second) < 1e-9 ? ` (level: ${tieWords(choice, true)})` : "";
  return `${signed(first)} / ${signed(second)}${level}`;
}

// ---------------------------------------------------------------------------- the list

function setUpList(root) {
  const source = new URL(root.dataset.src, location.href);
  const play = new URL(root.dataset.play, location.href);
  const variants = JSON.parse(root.dataset.variants);
  const asked = new URLSearchParams(location.search).get("variant");
  const status = el("p", { class: "choices-status", role: "status", "data-choices-status": true }, "Loading the choices…");
  const pick = el("select", { name: "choices-variant" },
    variants.map(([id, title]) => el("option", { value: id, selected: id === asked }, title)));
  const order = el("select", { name: "choices-order" },
    el("option", { value: "cost-down" }, "cost, the largest first"),
    el("option", { value: "cost-up" }, "cost, the smallest first"),
    el("option", { value: "deal" }, "rule, deal and step"));
  const whose = el("select", { name: "choices-rule" },
    el("option", { value: "" }, "either rule"),
    el("option", { value: "exact" }, "paid exactly"),
    el("option", { value: "bands" }, "paid in bands"));
  const check = el("p", { class: "choices-check", "data-choices-check": true });
  const table = el("div", { class: "choices-table", "data-choices-table": true });
  root.replaceChildren(
    el("p", { class: "choices-settings" },
      el("label", {}, "Rule set ", pick), " ",
      el("label", {}, "Players ", whose), " ",
      el("label", {}, "Sorted by ", order)),
    status, check, table);
  let listing = null;
  let shown = SHOWN;

  const draw = () => {
    const all = listing.choices.map((row) => named(listing.columns, row));
    const rows = all.filter((c) => !whose.value || c.rule === whose.value);
    const sorted = [...rows].sort(order.value === "deal"
      ? (a, b) => a.rule.localeCompare(b.rule) || a.deal - b.deal || a.step - b.step
      : order.value === "cost-up" ? (a, b) => a.cost - b.cost : (a, b) => b.cost - a.cost);
    const total = all.reduce((sum, c) => sum + c.cost, 0);
    check.replaceChildren(
      `All ${all.length.toLocaleString("en")} choices where the two rules part, of the`,
      ` ${listing.searched.toLocaleString("en")} the players searched on ${listing.deals.toLocaleString("en")} deals under each rule: `,
      el("strong", { "data-share": true }, `${(100 * all.length / listing.searched).toFixed(1)}%`),
      ` (the table: ${listing.differ}). The other card's costs add up to ${plain(total)} game points over `,
      `${listing.rows.toLocaleString("en")} seats dealt (three a deal, under each rule): `,
      el("strong", { "data-mean-cost": true }, plain(total / listing.rows)),
      ` a deal (the table: ${listing.cost}).`);
    const head = el("tr", {}, ["Cost", "Played", "Other rule's card", "Averages under its own rule",
      "Paid", "Open: deal, seat, step"].map((text) => el("th", { scope: "col" }, text)));
    const body = sorted.slice(0, shown).map((c) => el("tr", { "data-choice": true, "data-cost": c.cost, "data-step": c.step },
      el("td", { class: "choices-number" }, plain(c.cost)),
      el("td", { "data-chosen": true }, said(c.chosen, listing.labels)),
      el("td", { "data-other": true }, said(c.other, listing.labels)),
      el("td", { class: "choices-number" }, averages(c)),
      el("td", {}, c.rule === "exact" ? "exactly" : "in bands"),
      el("td", {}, el("a", {
        href: `${play.pathname}?choice=${listing.variant}.${c.rule}.${c.deal}.${c.seat}.${c.step}#record`,
        title: `Open deal ${c.deal} at step ${c.step} in the record viewer`,
        "data-open-choice": true,
      }, `${c.deal}, ${c.seat}, ${c.step}`))));
    const more = sorted.length > shown
      ? el("button", { type: "button", class: "md-button", "data-more": true, onclick: () => { shown += SHOWN; draw(); } },
        `Show ${Math.min(SHOWN, sorted.length - shown)} more`)
      : null;
    table.replaceChildren(
      el("div", { class: "choices-scroll" }, el("table", {}, el("thead", {}, head), el("tbody", {}, body))),
      el("p", {}, `${Math.min(shown, sorted.length).toLocaleString("en")} of ${sorted.length.toLocaleString("en")} shown. `, more));
  };

  const load = async () => {
    status.textContent = "Loading the choices…";
    const answer = await fetch(new URL(`${pick.value}.json`, source));
    if (!answer.ok) throw new Error(`the list is missing (${answer.status})`);
    listing = await answer.json();
    shown = SHOWN;
    status.textContent = `${listing.title}, by the criteria: ${listing.verdict}.`;
    draw();
  };
  const failed = (error) => { status.textContent = `The choices could not be loaded: ${error.message || error}`; };
  pick.addEventListener("change", () => load().catch(failed));
  order.addEventListener("change", () => { shown = SHOWN; draw(); });
  whose.addEventListener("change", () => { shown = SHOWN; draw(); });
  load().catch(failed);
}

const listRoot = document.getElementById("tarock-choices");
if (listRoot) setUpList(listRoot);

// ---------------------------------------------------------------------------- the viewer

// Outline the two cards in the mover's hand, as the viewer drew it at the moment.
function markCards(root, choice, picture) {
  const hands = [...root.querySelectorAll("[data-viewer] .play-hands > div")];
  const hand = hands.find((div) => (div.querySelector("h4")?.textContent || "").startsWith(choice.seat));
  if (!hand) return;
  for (const [text, kind] of [[choice.chosen, "chosen"], [choice.other, "other"]]) {
    const probe = el("span", { html: picture(action(text).code) });
    const card = [...hand.querySelectorAll(".play-card")].find((span) => span.innerHTML === probe.innerHTML);
    if (card) card.classList.add(`choice-${kind}`);
  }
}

export async function openChoice(spec, tools) {
  const { open, goto, root, picture } = tools;
  const parts = spec.split(".");
  const [variant, rule, dealText, seat, stepText] = parts;
  const deal = Number(dealText);
  const step = Number(stepText);
  const line = root.querySelector("[data-viewer-status]");
  const panel = el("section", { class: "choice-moment", "data-choice-moment": true });
  root.querySelector("[data-viewer]").before(panel);
  root.scrollIntoView();
  try {
    if (parts.length !== 5 || !Number.isInteger(deal) || !Number.isInteger(step)) throw new Error(`not a choice: ${spec}`);
    const file = new URL(`../findings/choices/records/${variant}.${rule}.${Math.floor(deal / CHUNK)}.json`, location.href);
    const answer = await fetch(file);
    if (!answer.ok) throw new Error(`its deal is missing (${answer.status})`);
    const data = await answer.json();
    const record = data.records[String(deal)];
    const choice = data.choices.map((row) => named(data.columns, row))
      .find((c) => c.deal === deal && c.seat === seat && c.step === step);
    if (!record || !choice) throw new Error(`no such choice: ${spec}`);
    open(JSON.stringify(record));
    const labels = data.labels;
    const at = () => { goto(1, step); markCards(root, choice, picture); };
    at();
    const other = otherRule(rule);
    const card = (text, kind, words) => el("figure", { class: `choice-card choice-${kind}`, [`data-${kind}`]: action(text).code },
      el("span", { class: "play-card play-idle", html: picture(action(text).code) }),
      el("figcaption", {}, words));
    panel.replaceChildren(
      el("h3", {}, "A choice where the two rules part"),
      el("p", {}, `${data.title}, deal ${deal} of the stronger players' run, the players ${paidWords(data.rules, rule)}. At step ${step}, ${seat} to ${action(choice.chosen).verb === "discard" ? "lay away" : "play"}:`),
      el("div", { class: "choice-cards" },
        card(choice.chosen, "chosen", `Played, ${paidWords(data.rules, rule)}`),
        card(choice.other, "other", `Would have been played, ${paidWords(data.rules, other)}`)),
      el("p", { "data-reason": rule }, el("strong", {}, `Paid ${rule === "exact" ? "exactly" : "in bands"}: `),
        reason(choice, rule, true, labels)),
      el("p", { "data-reason": other }, el("strong", {}, `Paid ${other === "exact" ? "exactly" : "in bands"}: `),
        reason(choice, other, false, labels)),
      el("p", {}, `What the other card would have cost this player, measured again in fresh worlds under its own rule: ${plain(choice.cost)} game points.`),
      el("p", {}, el("button", { type: "button", class: "md-button", "data-back-to-choice": true, onclick: at }, "Back to this moment")));
    line.textContent = `A deal of the stronger players' run, open at step ${step}: step forward or back from here.`;
  } catch (error) {
    panel.replaceChildren(el("p", { class: "play-problem", "data-error": true }, `That choice cannot be shown: ${error.message || error}`));
  }
}
