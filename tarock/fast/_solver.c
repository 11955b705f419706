/* The solver's search in C: tarock.search.solver's alpha-beta, step for step, over the
 * compiled core's deal (its State, apply and settle, from _game.c, which the includer
 * compiles in first, so that the two never drift apart: _solve.c for CPython, _wasm.c for
 * the browser; the includer also gives the clock, now()). Each function names the Python
 * one it follows; the differential test (tests/test_solve.py) solves seeded endgames of
 * every rule set through both and holds their values, lines and positions visited the same.
 *
 * The search: the paranoid value (the seat to move, and with a declarer his partner, maximise
 * its objective; every other seat minimises it), alpha-beta in thirds of a point, fail-soft,
 * a null window after each node's first move, a transposition table at each trick's start
 * keyed by the position and what the tricks so far mean for the settlement (the piles by
 * card value, the named cards, the Fool's exchange), equivalent cards merged.
 */
#define INF ((int64_t)1 << 60)
#define MAXDEPTH 256 /* actions to the end of a deal: 75 cards, and before each of 25 tricks
                        at most 3 announcements or passes and 2 suits named for the Fool */
#define MAXMOVES 32

/* ------------------------------------------------------------------------ the summary */

/* mirrors: tarock.search.solver.Summary: each seat's pile code (the count of its cards of
 * each value 1..4, ten bits each, and a bit for each card read by name); where the Fool is
 * an excuse, its owner's named cards in the order won and what its exchange reads. */
typedef struct {
    uint64_t codes[MAXSEATS];
    uint64_t fool_before;       /* the owner's pile code when the Fool was played */
    int8_t fool_trick;          /* the number of the Fool's trick (0: not yet played) */
    int8_t fool_need;           /* 0: no debt waits, 1: it waits for the owner's next trick,
                                   2: that trick came (first_after) */
    int8_t first_after[MAXSEATS];
    int8_t named[8], nnamed;
} Summary;

typedef struct {
    const Rules *r;
    int owner;                  /* the excuse's owner (_owner), or -1 */
    uint64_t weight[CARDS];     /* _WEIGHT */
    mask_t named;               /* _NAMED */
    int chains[SUITS][CARDS], nchain[SUITS];
    mask_t chain_mask[SUITS];
    int8_t chain_of[CARDS], place[CARDS]; /* a card's chain and its place in it */
    int strength[CARDS];
} Solver;

/* mirrors: tarock.search.solver.after_trick: the summary once trick `t` is won */
static void after_trick(const Solver *v, const State *s, int t, Summary *m) {
    const Config *c = v->r->c;
    int winner = s->t_winner[t], owner = v->owner, fool = 0;
    uint64_t kept = owner >= 0 ? m->codes[owner] : 0, code = 0;
    for (int i = 0; i < c->nactive; i++) {
        code += v->weight[s->t_cards[t][i]];
        fool |= s->t_cards[t][i] == c->fool;
    }
    m->codes[winner] += code;
    if (owner < 0) return;
    if (winner == owner) {
        for (int i = 0; i < c->nactive; i++)
            if (v->named & BIT(s->t_cards[t][i])) m->named[m->nnamed++] = (int8_t)s->t_cards[t][i];
        if (m->fool_trick && m->fool_need == 1) {
            m->fool_need = 2;
            for (int i = 0; i < c->nactive; i++) m->first_after[i] = (int8_t)s->t_cards[t][i];
        }
    }
    if (fool) {
        m->fool_trick = (int8_t)(t + 1), m->fool_before = kept;
        m->fool_need = kept == 0 && winner != owner;
    }
}

/* mirrors: tarock.search.solver._owner */
static int excuse_owner(const Rules *r, const State *s) {
    const Config *c = r->c;
    if (!c->excuse) return -1;
    for (int i = 0; i < c->nactive; i++)
        if (s->held[c->active[i]] & r->fool) return (int)c->active[i];
    for (int t = 0; t < s->ntricks; t++)
        for (int i = 0; i < c->nactive; i++)
            if (s->t_cards[t][i] == c->fool) return s->t_seats[t][i];
    for (int i = 0; i < s->ntrick; i++)
        if (s->trick[i] == c->fool) return s->trick_seats[i];
    return -1;
}

/* mirrors: tarock.search.solver.summary_of */
static void summary_of(const Solver *v, const State *s, Summary *m) {
    const Config *c = v->r->c;
    memset(m, 0, sizeof *m);
    int discarder = s->declarer >= 0 ? s->declarer : (int)c->dealer;
    for (int i = 0; i < s->ndiscard; i++) m->codes[discarder] += v->weight[s->discard[i]];
    for (int t = 0; t < s->ntricks; t++) after_trick(v, s, t, m);
}

/* The tables the search reads: _WEIGHT, _NAMED, _chains (each suit's cards as they follow,
 * weakest first) and Fixed.strength. */
static void prepare(Solver *v, const Rules *r, const State *s) {
    const Config *c = r->c;
    v->r = r;
    v->named = r->trull_cards | r->kings;
    int j = 0;
    for (int card = 0; card < CARDS; card++) {
        v->strength[card] = (int)c->scores[CARDS * c->suit_of[card] + card];
        if (v->named & BIT(card)) v->weight[card] = (uint64_t)1 << (40 + j++);
        else v->weight[card] = (uint64_t)1 << (10 * (c->value[card] - 1));
    }
    for (int suit = 0; suit < SUITS; suit++) {
        int n = 0;
        for (int card = 0; card < CARDS; card++) {
            if (c->suit_of[card] != suit) continue;
            int at = n++; /* insertion, stable: by strength, then card order */
            while (at > 0 && v->strength[v->chains[suit][at - 1]] > v->strength[card]) {
                v->chains[suit][at] = v->chains[suit][at - 1];
                at--;
            }
            v->chains[suit][at] = card;
        }
        v->nchain[suit] = n, v->chain_mask[suit] = 0;
        for (int i = 0; i < n; i++) {
            int card = v->chains[suit][i];
            v->chain_of[card] = (int8_t)suit, v->place[card] = (int8_t)i;
            v->chain_mask[suit] |= BIT(card);
        }
    }
    v->owner = excuse_owner(r, s);
}

/* ------------------------------------------------------------------------ the moves */

static int is_mergeable(const Solver *v, int card) { return !(v->named & BIT(card)); }

/* mirrors: tarock.search.solver.merged (the cards in play of each suit with a legal card
 * found as a bit for each place in its chain, then read from the weakest) */
static mask_t merged(const Solver *v, const State *s, mask_t legal) {
    const Config *c = v->r->c;
    mask_t hand = s->held[s->to_move], in_play = 0, out = legal;
    uint32_t places[SUITS] = {0};
    for (int i = 0; i < MAXSEATS; i++) in_play |= s->held[i];
    for (int i = 0; i < s->ntrick; i++) in_play |= BIT(s->trick[i]);
    for (mask_t m = in_play; m; m &= m - 1) {
        int card = lowest(m), suit = v->chain_of[card];
        if (v->chain_mask[suit] & legal) places[suit] |= (uint32_t)1 << v->place[card];
    }
    for (int suit = 0; suit < SUITS; suit++) {
        int last = -1; /* the last card of the run so far, or -1 */
        for (uint32_t m = places[suit]; m; m &= m - 1) {
            int card = v->chains[suit][__builtin_ctz(m)];
            if (!(BIT(card) & hand)) {
                last = -1;
                continue;
            }
            if (last >= 0 && c->value[last] == c->value[card] && is_mergeable(v, card) &&
                is_mergeable(v, last))
                out &= ~BIT(card);
            last = card;
        }
    }
    return out;
}

/* mirrors: tarock.search.solver._ordered: leading, the strongest first; following, when
 * the trick goes to the mover's side the dearest first, else the cheapest winner first,
 * then the others cheapest first (ties in card order) */
static int ordered(const Solver *v, const State *s, mask_t cards, int friends, int *out) {
    const Config *c = v->r->c;
    int n = 0, keys[MAXMOVES][2];
    if (!s->ntrick) {
        for (; cards; cards &= cards - 1) {
            int card = lowest(cards), at = n++;
            while (at > 0 && v->strength[out[at - 1]] < v->strength[card]) out[at] = out[at - 1], at--;
            out[at] = card;
        }
        return n;
    }
    const int64_t *score = c->scores + CARDS * (s->led < 0 ? NO_SUIT : s->led);
    int top = -3, ahead = -1;
    for (int i = 0; i < s->ntrick; i++)
        if (score[s->trick[i]] > top) top = (int)score[s->trick[i]], ahead = s->trick_seats[i];
    int mine = (friends >> ahead) & 1;
    for (; cards; cards &= cards - 1) {
        int card = lowest(cards), key0, key1 = v->strength[card];
        if (mine) key0 = -(int)c->value[card];
        else key0 = (score[card] > top ? 0 : 16) + (int)c->value[card];
        int at = n++;
        while (at > 0 && (keys[at - 1][0] > key0 || (keys[at - 1][0] == key0 && keys[at - 1][1] > key1))) {
            out[at] = out[at - 1], keys[at][0] = keys[at - 1][0], keys[at][1] = keys[at - 1][1];
            at--;
        }
        out[at] = card, keys[at][0] = key0, keys[at][1] = key1;
    }
    return n;
}

/* mirrors: _Search.moves: the mover's choices as action codes, the likeliest best first */
static int moves(const Solver *v, const State *s, int friends, int merge, int best, int *out) {
    const Rules *r = v->r;
    int n = 0;
    if (s->phase == P_ANNOUNCE) { /* _announcements: the kinds, the demand, then pass */
        int kinds = announce_kinds(r, s, s->to_move);
        for (int k = VOLE; k <= VALAT; k++)
            if (kinds >> k & 1) out[n++] = A_ANNOUNCE << 8 | k;
        if (may_demand_fool(r, s, s->to_move)) out[n++] = A_DEMAND << 8 | CLAIM_FOOL;
        out[n++] = A_PASS << 8;
    } else if (s->naming >= 0) { /* _names */
        int names = names_now(r, s);
        for (int suit = 0; suit < 5; suit++)
            if (names >> suit & 1) out[n++] = A_NAME << 8 | suit;
    } else {
        int fool_too, cards[MAXMOVES];
        mask_t legal = play_groups(r, s, &fool_too);
        if (fool_too) legal |= r->fool;
        if (merge) legal = merged(v, s, legal);
        int k = ordered(v, s, legal, friends, cards);
        for (int i = 0; i < k; i++) out[n++] = A_PLAY << 8 | cards[i];
    }
    for (int i = 1; i < n; i++)
        if (out[i] == best) {
            for (; i > 0; i--) out[i] = out[i - 1];
            out[0] = best;
            break;
        }
    return n;
}

/* ------------------------------------------------------------------------ the table */

/* mirrors: _Search.key: the position at a trick's start and its summary */
typedef struct {
    mask_t held[MAXSEATS];
    Summary summary;
    uint64_t announced; /* the announcements since the solve began, 9 bits each */
    int8_t to_move, leader, phase, fool_demanded, announce_until, npending, pending[MAXSEATS],
        nann;
} Key;

typedef struct {
    Key key;
    int64_t low, high;
    int32_t best;
    int32_t used; /* 0: empty; else the cards left in play, plus one */
} Entry;

typedef struct {
    const Solver *v;
    int seat, objective, merge;
    int maximisers; /* a bit per seat */
    int64_t nodes, limit;
    double deadline;
    int stop; /* 1: out of positions, 2: out of time, 3: deeper than the stack holds */
    Entry *table;
    int64_t cap, stored;
    State stack[MAXDEPTH + 1];
    Summary summaries[MAXDEPTH + 1];
    int depth, root_nann;
} Search;

static double now(void); /* seconds, from the includer */

static int make_key(const Search *x, const State *s, const Summary *m, Key *k) {
    memset(k, 0, sizeof *k);
    for (int i = 0; i < MAXSEATS; i++) k->held[i] = s->held[i];
    k->summary = *m;
    k->to_move = (int8_t)s->to_move, k->leader = (int8_t)s->leader, k->phase = (int8_t)s->phase;
    k->fool_demanded = (int8_t)s->fool_demanded, k->announce_until = (int8_t)s->announce_until;
    k->npending = (int8_t)s->npending;
    for (int i = 0; i < s->npending; i++) k->pending[i] = (int8_t)s->pending[i];
    k->nann = (int8_t)s->nann;
    if (s->nann - x->root_nann > 7) return 0; /* more than the key holds: not kept */
    for (int i = x->root_nann, b = 0; i < s->nann; i++, b += 9)
        k->announced |= (uint64_t)(s->ann_seat[i] | s->ann_kind[i] << 2 | s->ann_trick[i] << 4) << b;
    return 1;
}

static uint64_t key_hash(const Key *k) {
    const unsigned char *p = (const unsigned char *)k;
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (size_t i = 0; i + 8 <= sizeof *k; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
    }
    return h;
}

#define PROBES 4

static Entry *find(const Search *x, const Key *k, uint64_t h) {
    for (int i = 0; i < PROBES; i++) {
        Entry *e = &x->table[(h + (uint64_t)i) % (uint64_t)x->cap];
        if (!e->used) return NULL;
        if (!memcmp(&e->key, k, sizeof *k)) return e;
    }
    return NULL;
}

/* mirrors: _Search.store: the bounds intersected with what the table holds; a new position
 * takes an empty slot of its probes, else the one with the fewest cards left */
static void store(Search *x, const Key *k, uint64_t h, int left, int64_t found, int64_t alpha,
                  int64_t beta, int best) {
    int64_t low = found <= alpha ? -INF : found, high = found >= beta ? INF : found;
    Entry *e = find(x, k, h);
    if (e) {
        if (e->low > low) low = e->low;
        if (e->high < high) high = e->high;
    } else {
        Entry *slot = NULL;
        for (int i = 0; i < PROBES; i++) {
            Entry *at = &x->table[(h + (uint64_t)i) % (uint64_t)x->cap];
            if (!at->used) {
                slot = at;
                break;
            }
            if (!slot || at->used < slot->used) slot = at;
        }
        e = slot;
        if (!e->used) x->stored++;
        e->key = *k;
    }
    e->low = low, e->high = high, e->best = best, e->used = left + 1;
}

/* ------------------------------------------------------------------------ the search */

static int cards_left(const State *s) {
    int n = 0;
    for (int i = 0; i < MAXSEATS; i++) n += popcount(s->held[i]);
    return n;
}

/* mirrors: the objective's score of a finished deal (tarock.search.solver.scorer), in thirds */
static int64_t score(const Search *x, const State *s) {
    Ledger l;
    int64_t points[MAXSEATS];
    settle(x->v->r, s, &l, points);
    if (x->objective == 0) return l.net[x->seat];
    if (s->declarer >= 0) return l.sides[x->seat == s->declarer ? 0 : 1];
    return points[x->seat];
}

/* mirrors: _Search.push: the next state on the stack, and its summary */
static void push(Search *x, int code) {
    if (x->depth + 1 >= MAXDEPTH) { /* never, by MAXDEPTH's count: the state is kept */
        x->stop = 3;
        x->stack[x->depth + 1] = x->stack[x->depth];
        x->summaries[x->depth + 1] = x->summaries[x->depth];
        x->depth++;
        return;
    }
    State *s = &x->stack[x->depth + 1];
    *s = x->stack[x->depth];
    x->summaries[x->depth + 1] = x->summaries[x->depth];
    apply(x->v->r, s, code);
    x->depth++;
    if (s->ntricks > x->stack[x->depth - 1].ntricks)
        after_trick(x->v, s, s->ntricks - 1, &x->summaries[x->depth]);
}

static int64_t value(Search *x, int64_t alpha, int64_t beta);

/* mirrors: _Search.value */
static int64_t value(Search *x, int64_t alpha, int64_t beta) {
    const State *s = &x->stack[x->depth];
    if (s->phase == P_DONE) return score(x, s);
    if (x->stop) return 0;
    x->nodes++;
    if (x->nodes > x->limit) {
        x->stop = 1;
        return 0;
    }
    if (x->deadline > 0 && !(x->nodes & 1023) && now() > x->deadline) {
        x->stop = 2;
        return 0;
    }
    Key key;
    uint64_t h = 0;
    int keyed = 0, best = -1;
    if (x->cap && !s->ntrick && s->naming < 0 && make_key(x, s, &x->summaries[x->depth], &key)) {
        keyed = 1;
        h = key_hash(&key);
        Entry *e = find(x, &key, h);
        if (e) {
            best = e->best;
            if (e->low >= beta || e->low == e->high) return e->low;
            if (e->high <= alpha) return e->high;
            if (e->low > alpha) alpha = e->low;
            if (e->high < beta) beta = e->high;
        }
    }
    int maximise = (x->maximisers >> s->to_move) & 1;
    int friends = maximise ? x->maximisers : ~x->maximisers;
    int codes[MAXMOVES], n = moves(x->v, s, friends, x->merge, best, codes);
    int64_t found = maximise ? -INF : INF, a = alpha, b = beta;
    int chosen = -1;
    for (int i = 0; i < n; i++) {
        int64_t child;
        push(x, codes[i]);
        if (i == 0 || b - a <= 1) {
            child = value(x, a, b);
        } else if (maximise) { /* the first move's value to beat: a null window, then if beaten */
            child = value(x, a, a + 1);
            if (a < child && child < b) child = value(x, child, b);
        } else {
            child = value(x, b - 1, b);
            if (a < child && child < b) child = value(x, a, child);
        }
        x->depth--;
        if (x->stop) return 0;
        if (maximise) {
            if (child > found) {
                found = child, chosen = codes[i];
                if (found > a) a = found;
            }
        } else if (child < found) {
            found = child, chosen = codes[i];
            if (found < b) b = found;
        }
        if (a >= b) break;
    }
    if (keyed) store(x, &key, h, cards_left(s), found, alpha, beta, chosen);
    return found;
}

/* mirrors: _Search.exact */
static int64_t exact(Search *x, int have_guess, int64_t guess) {
    if (!have_guess) return value(x, -INF, INF);
    int64_t found = value(x, guess - 1, guess + 1);
    if (x->stop) return 0;
    if (found <= guess - 1) return value(x, -INF, found + 1);
    if (found >= guess + 1) return value(x, found - 1, INF);
    return found;
}

/* mirrors: _Search.line: a line keeping `target` to the end, into out; its length, or -1 */
static int line(Search *x, int64_t target, int *out) {
    int n = 0;
    for (;;) {
        const State *s = &x->stack[x->depth];
        if (s->phase == P_DONE) break;
        int best = -1;
        Key key;
        if (x->cap && !s->ntrick && s->naming < 0 && make_key(x, s, &x->summaries[x->depth], &key)) {
            Entry *e = find(x, &key, key_hash(&key));
            if (e) best = e->best;
        }
        int maximise = (x->maximisers >> s->to_move) & 1;
        int friends = maximise ? x->maximisers : ~x->maximisers;
        int codes[MAXMOVES], k = moves(x->v, s, friends, x->merge, best, codes), i;
        for (i = 0; i < k; i++) {
            push(x, codes[i]);
            int64_t child = value(x, target - 1, target + 1);
            if (x->stop) return -1;
            if (child == target) break;
            x->depth--;
        }
        if (i == k) return -1; /* no move keeps the value: a bug */
        out[n++] = codes[i];
    }
    return n;
}

/* The choices of a solve: each one's action code, value in thirds and line. */
typedef struct {
    int n;
    int codes[MAXMOVES], length[MAXMOVES];
    int64_t values[MAXMOVES];
    int lines[MAXMOVES][MAXDEPTH];
} Choices;

/* mirrors: tarock.search.solver.solve: for each choice of the seat to move at
 * x->stack[0] (merged cards stand for their equals), its value and a line keeping it, into
 * `out`. x holds its table (x->cap entries); 0, 1 if the limit of positions or time was
 * reached first (x->stop says which), -1 if no move keeps a value (a bug), -3 if a line is
 * deeper than the stack holds. */
static int solve_choices(Search *x, Solver *v, const Rules *r, int objective, long long limit,
                         double seconds, int merge, Choices *out) {
    const Config *c = r->c;
    const State *root = &x->stack[0];
    prepare(v, r, root);
    summary_of(v, root, &x->summaries[0]);
    x->v = v, x->seat = root->to_move, x->objective = objective, x->merge = merge;
    x->limit = limit, x->root_nann = root->nann;
    x->deadline = seconds > 0 ? now() + seconds : 0;
    x->maximisers = 1 << root->to_move; /* side: with a declarer, the defenders together */
    if (root->declarer >= 0 && root->to_move != root->declarer)
        for (int i = 0; i < c->nactive; i++)
            if (c->active[i] != root->declarer) x->maximisers |= 1 << c->active[i];
    int codes[MAXMOVES], friends = x->maximisers;
    int n = moves(v, root, friends, merge, -1, codes), have_guess = 0;
    int64_t guess = 0;
    out->n = 0;
    for (int i = 0; i < n; i++) {
        push(x, codes[i]);
        int64_t found = exact(x, have_guess, guess);
        int k = x->stop ? -1 : line(x, found, out->lines[out->n]);
        x->depth = 0;
        if (x->stop) break;
        if (k < 0) return -1;
        guess = found, have_guess = 1;
        out->codes[out->n] = codes[i], out->values[out->n] = found, out->length[out->n] = k;
        out->n++;
    }
    if (x->stop == 3) return -3;
    return x->stop ? 1 : 0;
}

/* ------------------------------------------------------------------------ the search's endgames */

/* The choice of the solve that stands for `code` (a merged card stands for the weakest
 * of its run: the card below it in its chain among those left in play, until a choice). */
static int choice_of(const Solver *v, const State *s, const Choices *ch, int code) {
    for (;;) {
        for (int i = 0; i < ch->n; i++)
            if (ch->codes[i] == code) return i;
        if (code >> 8 != A_PLAY) return -1;
        int card = code & 255, suit = v->chain_of[card], at = v->place[card] - 1;
        mask_t in_play = 0;
        for (int i = 0; i < MAXSEATS; i++) in_play |= s->held[i];
        for (int i = 0; i < s->ntrick; i++) in_play |= BIT(s->trick[i]);
        while (at >= 0 && !(BIT(v->chains[suit][at]) & in_play)) at--;
        if (at < 0) return -1;
        code = A_PLAY << 8 | v->chains[suit][at];
    }
}

/* mirrors: tarock.search.player.SearchPlayer.values with an endgame (objective net alone):
 * the worlds dealt as search_worlds_run deals them, each solved for the seat to move
 * (solve_choices, the objective net, merged cards, no time limit, `limit` positions, the
 * table x->table of x->cap entries emptied for each world), each action's value added
 * rollouts times to totals[action]; a world past the limit, or in which an action offered
 * is not legal (a suit named for the Fool that no opponent holds there), played out as
 * search_worlds_run plays it. 0, -1 if a rollout failed, -2 if too large, -3 if the solver
 * failed (a bug). */
static int search_worlds_solved(const Rules *r, Config *c, const WorldsAsk *a, State *world,
                                Bot *bot, WorldsFound *f, Search *x, Solver *v, Choices *ch,
                                long long limit) {
    if (worlds_too_large(a) || a->nsettle != 1) return -2;
    int declared = others_declared(a->v);
    f->done = f->gave_up = f->have_last = 0;
    for (; f->done < a->count; f->done++) {
        if (!next_world(r, a, declared, world, f)) return 0;
        x->stack[0] = *world;
        x->depth = 0, x->stop = 0, x->nodes = 0, x->stored = 0;
        if (x->cap) memset(x->table, 0, sizeof(Entry) * (size_t)x->cap);
        int why = solve_choices(x, v, r, 0, limit, 0, 1, ch), k = 0;
        if (why < 0) return -3;
        for (int i = 0; why == 0 && i < a->nactions; i++)
            if (choice_of(v, world, ch, a->codes[i]) < 0) why = 2; /* not legal in this world */
        if (why == 0) {
            for (int i = 0; i < a->nactions; i++)
                k = choice_of(v, world, ch, a->codes[i]), f->totals[i] += ch->values[k] * a->rollouts;
            continue;
        }
        if (play_world_out(r, c, a, world, bot, f) < 0) return -1;
    }
    return 0;
}
