"""The package's messages that are templates: the texts the engine and the text layer
write with values in them, each as a message id with named placeholders for its parts
(``tarock.text.translate`` reads what a placeholder's name means), and a court card's
letter. ``make messages`` extracts them into ``tarock/locale/tarock.pot``
(``sitegen.messages``), beside the package's own words, which it collects from the code
itself (the rules' clauses, the options' names, the rule sets' titles); this module is
never imported at run time.

Each group names the code that writes its texts: a change of wording there is a change
here, and the tests find a text with no message (``tests/test_translate.py``).
"""

from __future__ import annotations

from typing import Final


def N_(message: str) -> str:
    """Mark ``message`` as a message id for the extractor."""
    return message


def C_(context: str, message: str) -> str:
    """Mark ``message`` as a message id in ``context`` (a card's letter is not a word)."""
    return message


TEMPLATES: Final = (
    # The log of a deal as it goes (tarock.web.views.Narrator); a court card's letter
    N_("Trick {trick}: {plays}. {winner} wins."),
    N_("{winner} wins."),
    N_("{who} leads {card}"),
    N_("{who} leads {card} ({clause})"),
    N_("{who} {card} ({clause})"),
    N_("Paid now: {payment}"),
    N_("Paid at the end: {payment}"),
    N_("{who}: {choice} ({clause})"),
    N_("The talon is turned up: {talon}"),
    N_("No play: {why}."),
    N_("You"),
    C_("card letter", "K"),
    C_("card letter", "Q"),
    C_("card letter", "C"),
    C_("card letter", "J"),
    N_("Magician pot"),
    # The score sheet as a table (tarock.scoring.sheet.Sheet.to_csv): its header and marker rows
    N_("deal"),
    N_("dealer"),
    N_("total"),
    N_("facts"),
    N_("setup"),
    N_("end"),
    # A finished deal looked back on, every hand shown (tarock.analysis.review.words)
    N_("{card} lost {what}: {card2} kept it"),
    N_("{card} lost {what}: {card2} kept them"),
    N_("the {pagat}'s bonus"),
    N_("the {pagat} ultimo"),
    N_("a King's bonus"),
    N_("the King ultimo"),
    N_("the {vole}"),
    N_("the {nolo}"),
    N_("the {fool}'s bonus"),
    N_("the last trick"),
    N_("the game"),
    N_("the Trull"),
    N_("card points"),
    N_("the pots"),
    N_("game points"),
    # A deal told in words (tarock.text.explain)
    N_("{payer} pays {payee} {amount}: {reason}"),
    N_("{payer} pays King pot {amount}: {reason}"),
    N_("{payer} pays Pagat pot {amount}: {reason}"),
    N_("{payer} pays Magician pot {amount}: {reason}"),
    N_("King pot pays {payee} {amount}: {reason}"),
    N_("Pagat pot pays {payee} {amount}: {reason}"),
    N_("Magician pot pays {payee} {amount}: {reason}"),
    N_("none"),
    N_("You lay away {cards}."),
    N_("{who} lays away {cards}."),
    N_("{who} lays away {count} cards, face down."),
    N_("{who} lays away {count} cards, face down (a trump among them)."),
    N_("{who} lays away {count} cards, face down (no trump among them)."),
    N_("{who} lays away {count} cards: {cards} shown."),
    N_("{who} lays away {count} cards: {cards} shown, {more} face down."),
    N_("{who} lays away {count} cards: {cards} shown (a trump among them)."),
    N_("{who} lays away {count} cards: {cards} shown (no trump among them)."),
    N_("{who} lays away {count} cards: {cards} shown, {more} face down (a trump among them)."),
    N_("{who} lays away {count} cards: {cards} shown, {more} face down (no trump among them)."),
    N_("{who} lays away {cards} ({clause})"),
    N_("{who}: nothing"),
    N_("{who}: {declaration}, {value} from each opponent ({cards})"),
    N_("lower half {cards}"),
    N_("upper half {cards}"),
    N_("{why}; nothing is paid, and {dealer} deals again"),
    N_("{why}; nothing is paid, and {dealer} deals the next deal"),
    N_("{who}, dealt no trump, demanded a new deal"),
    N_("the dealer"),
    N_("{forehand}, the seat after the dealer"),
    N_("out of this deal (the dealer's opposite)"),
    N_("{pot} {amount}"),
    N_("Pots: {pots}"),
    N_("{id}: {title}, default options"),
    N_("{id}: {title}, options {options}"),
    N_("Dealer {dealer}."),
    N_("Dealer {dealer}; seed {seed}."),
    N_("Dealer {dealer}; played by {players}."),
    N_("Dealer {dealer}; played by {players}; seed {seed}."),
    N_("Hands as dealt"),
    N_("{seat}  dealer, {count} cards: {cards}"),
    N_("{seat}  {count} cards: {cards}"),
    N_("{seat}  sits out this deal"),
    N_("Auction"),
    N_("{who} bids {game}"),
    N_("{who} holds"),
    N_("{who} passes"),
    N_("{who} plays the {game}"),
    N_("{who} plays the {game}, taking the lower half of the talon"),
    N_("{who} plays the {game}, taking the upper half of the talon"),
    N_("{who} is paid the {game} without play"),
    N_("Thrown in"),
    N_("Discard"),
    N_("Declarations"),
    N_("Announcements"),
    N_("before trick {trick}: {who} announces {contract} ({clause})"),
    N_("none: every player passed ({chances} chances)"),
    N_("none: every player passed (1 chance)"),
    N_("Tricks"),
    N_("{number}. {plays}. {winner} wins."),
    N_("Payments"),
    N_("Card points"),
    N_("Net"),
    N_("{each} (together {total}; par {par})"),
    N_("declarer {who} {points}, defenders {points2} (together {total}; the declarer needs {par})"),
    N_("none: the deal was thrown in"),
    N_("none: the {game} is paid without play"),
    N_(
        "Card points are settled to the point: each seat is paid, or pays, its card points "
        "minus {par}. The seat alone on its side of {par} pays each of the others, or is paid "
        "by each of them, what that seat is over or under."
    ),
    N_(
        "Card points are settled in steps of 5 against {par}: within 2 of {par} a seat scores "
        "nothing, 3 to 7 over scores 5, and so on. {who}, the seat after the dealer, is not "
        "rounded but takes the balance: minus what the others score, so the card-point "
        "payments add up to nothing."
    ),
    N_(
        "Card points are settled in steps of 5 against {par}: within 2 of {par} a seat scores "
        "nothing, 3 to 7 over scores 5, and so on. {who}, the seat after the dealer, is not "
        "rounded but takes the balance: minus what the others score, so the card-point "
        "payments add up to nothing. {who} settles with each of the others alone."
    ),
    # The prompts of the play page (tarock.web.game)
    N_("The game is over."),
    N_("The deal is over."),
    N_("The deal is over; the session goes on with the next deal."),
    N_("Lay away {left} card."),
    N_("Lay away {left} cards."),
    N_("Lay away {left} more card."),
    N_("Lay away {left} more cards."),
    N_("Play a card."),
    N_("Your lead: play a card."),
    N_("You hold no trump: demand a new deal, or play on."),
    N_("Your turn in the auction."),
    N_("Take a half of the talon."),
    N_("Before trick {trick}: announce, or pass."),
    N_("Name the suit the {fool} stands for."),
    N_("Your turn."),
    N_("Next deal"),
    N_("A hint is for your own turn."),
    N_("there is only one thing to do here"),
    N_("no game in progress"),
    N_("no record is open"),
    N_("there is no finished deal to settle again"),
    N_("nothing to take back"),
    N_("there is no next deal now"),
    N_("the deal is over"),
    N_("it is {who}'s turn, not yours"),
    N_("give what each pot holds, as {example}"),
    # The choices a person is offered (tarock.engine.actions, as tarock.web.views shows them)
    N_("pass"),
    N_("hold"),
    N_("bid {game}"),
    N_("take lower: {cards}"),
    N_("take upper: {cards}"),
    N_("demand redeal"),
    N_("demand the {fool}"),
    N_("name {suit}"),
    N_("declare nothing"),
    N_("declare {declarations}"),
    N_("announce {contract}"),
    # The declarations (tarock.rules.declarations), as their names are written
    N_("declaration: {declaration}"),
    N_("{count} trumps"),
    N_("{count} trumps with {card}"),
    N_("{count} trumps without {card}"),
    N_("{count} trumps with {card} and {card2}"),
    N_("{count} trumps without {card} or {card2}"),
    N_("{count} trumps with {card}, without {card2}"),
    N_("{count} trumps without {card}, with {card2}"),
    N_("{count} Tarocs"),
    N_("{count} Matadors"),
    N_("{count} Kings"),
    N_("{count} Ladons"),
    N_("four Kings"),
    N_("four Queens"),
    N_("four Cavaliers"),
    N_("four Jacks"),
    N_("three Kings and the {fool}"),
    N_("half in Kings"),
    N_("overfull in Kings"),
    N_("Cavalry in {suit}"),
    N_("half Cavalry in {suit}"),
    N_("overfull Cavalry in {suit}"),
    N_("Full Kings"),
    N_("Half Kings"),
    N_("Abundant Kings"),
    N_("the Court of {suit}"),
    N_("Half Court of {suit}"),
    N_("Abundance of {suit}"),
    N_("Honours"),
    N_("Full Honours"),
    N_("Four Honours"),
    N_("Trull"),
    # The payments' reasons (tarock.scoring.settlement, tarock.scoring.session)
    N_("{honour} wins trick {trick}"),
    N_("{honour} wins a trick"),
    N_("{honour} lost in trick {trick} to {winner}"),
    N_("{honour} lost in a trick to {winner}"),
    N_("{winner} wins the last trick"),
    N_("{honour} ultimo lost in trick {trick} to {winner}"),
    N_("{honour} ultimo wins trick {trick}"),
    N_("{why}: into the King pot"),
    N_("{why}: into the Pagat pot"),
    N_("{why}: into the Magician pot"),
    N_("{why}: takes the King pot"),
    N_("{why}: takes the Pagat pot"),
    N_("{why}: takes the Magician pot"),
    N_("{who}'s {vole} announced before trick {trick} made"),
    N_("{who}'s {vole} announced before trick {trick} failed"),
    N_("{who}'s {nolo} announced before trick {trick} made"),
    N_("{who}'s {nolo} announced before trick {trick} failed"),
    N_("{who}'s {vole}: every trick"),
    N_("{who}'s {nolo}: no trick"),
    N_("{who}'s {vole} takes the King pot"),
    N_("{who}'s {vole} takes the Pagat pot"),
    N_("{who}'s {vole} takes the Magician pot"),
    N_("{who}'s {game}: paid without play"),
    N_("{who}'s {game}: Valat announced, made"),
    N_("{who}'s {game}: Valat announced, failed"),
    N_("{who}'s {game}: silent Valat, the declarer takes every trick"),
    N_("{who}'s {game}: silent Valat, the defenders take every trick"),
    N_("{who}'s {game} won: {points} card points, {needed} needed"),
    N_("{who}'s {game} lost: {points} card points, {needed} needed"),
    N_("{bonus}: all with the declarer, {who}"),
    N_("{bonus}: all with the defenders"),
    N_("{pagat} ultimo announced by {who}: made"),
    N_("{pagat} ultimo announced by {who}: failed"),
    N_("silent {pagat} ultimo: {who} takes the last trick with the {pagat}"),
    N_("silent {pagat} ultimo: {who} takes the last trick and the {pagat} beaten in it"),
    N_("{who} kept the {fool} and took no trick"),
    N_("card points: {who} has {points} against {par}"),
    N_("founds the empty {pot}"),
    N_("the dealer's stake"),
    N_("share of the King pot"),
    N_("share of the Pagat pot"),
    N_("share of the Magician pot"),
    N_("King of {suit}"),
    # A card's name, the title of its picture (tarock.text.render.card_group)
    N_("Queen of {suit}"),
    N_("Cavalier of {suit}"),
    N_("Jack of {suit}"),
    N_("Ace of {suit}"),
    N_("{number} of {suit}"),
    N_("trump {number}"),
    # The coach's hint (tarock.text.coach)
    N_("{first}; it has the best average there, {value} game points."),
    N_(
        "{first}; it has the best average there, {value} game points, against {value2} for "
        "the next best, {action}."
    ),
    N_("{action} wins the trick in {count} of {deals} deals of the unseen cards"),
    N_("{action} wins the trick in none of {deals} deals of the unseen cards"),
    N_("{action} wins the trick in {count} of 1 deal of the unseen cards"),
    N_("{action} wins the trick in none of 1 deal of the unseen cards"),
    N_("{action} does best over {deals} deals of the unseen cards"),
    N_("{action} does best over 1 deal of the unseen cards"),
    N_("with it you lose the {pagat} in {count}"),
    N_("with it you lose the {pagat} in {count} ({action}: in {count2})"),
    # A card the rules forbid (tarock.engine.legal.why_illegal, shown by explain.readable)
    N_("{card} cannot be played: {reason}. Legal: {cards}"),
    N_("{card} cannot be played: {reason} ({suit} led). Legal: {cards}"),
    N_("{card} may not be laid away: {rule} Legal: {cards}"),
    N_("the {fool} may not be led"),
    N_("the {fool} may not be played to trick {trick}"),
    N_("it is not allowed"),
    # The same deal under other rules (tarock.web.views.other_rules, clause)
    N_("As {title} settles a deal"),
    N_("{option} (as played: {played})"),
    N_("{option}: {setting}"),
    N_("{title}'s settlement"),
    N_("{title}'s settlement, after {source}"),
    N_("{doc} So in {where}."),
    N_("{rules} and in {others}"),
    N_("{title}, after {source}"),
    N_("{doc} No rule set here has this value: {title} has {setting}, after {source}."),
    N_("true"),
    N_("false"),
    N_("{title} keeps no pots, so the address's pots are left out."),
    N_("Seed {seed} does not deal these cards, so this game names no seed."),
    N_(
        "Seed {seed} does not deal these cards as deal {deal} of its session, so this game "
        "names no seed."
    ),
    N_("a deal of {title} cannot be settled as {other}"),
    N_("position: the deal is not finished, so it has no ending to compare"),
    # The page's address and files (tarock.web.address, tarock.records)
    N_("{problem} The page uses its default instead."),
    N_("variant {given} is no rule set here: choose {choices}."),
    N_("{ids} or {id}"),
    N_("{field} {given} is not understood: {what}."),
    N_("a seed is a whole number, 0 or more, that names a deal"),
    N_("give the number of deals of a session, 1 or more"),
    N_("give the deal's number in the session of the seed, 1 or more"),
    N_(
        "a step is a count of the actions taken since the deal (0 as dealt, 1 after the first "
        "action, and so on)"
    ),
    N_("a session has at least one deal"),
    N_("a session's first deal is deal 1"),
    N_("seats {given}: {title} is played by {counts}."),
    N_("{count} or {count2}"),
    N_("seat {given} is not a seat: give its letter ({example}) or its number ({numbers})."),
    N_("seat {given} is not at a table of {count}: choose {example}."),
    N_("bots {given}: there is no such bot; the bots are {bots}."),
    N_(
        "engine {given}: give python for the Python engine (the reference) or compiled for "
        "the compiled core."
    ),
    N_("not JSON: {detail} at line {n}"),
    N_("a record is a JSON object"),
    N_("not a record: its brackets are nested too deep"),
    N_("field {field}: missing"),
    N_("field {field}: expected {detail}, got {got}"),
    N_("field {field}: not a field of a {detail}"),
    N_("field 'format': a deal record, where a session was expected"),
    N_("field 'format': a session record, where a single deal was expected"),
)
"""Every template, grouped by the code that writes its texts."""
