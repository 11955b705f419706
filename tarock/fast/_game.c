/* The game of the compiled play core, without Python: whole deals of the five rule sets
 * (the deal, the auction and the talon, the discard, declarations and announcements, the
 * Fool's own rules, the tricks, the settlement with the pots a deal pays into and takes
 * from), played by the random and heuristic bots bit for bit as the Python engine plays
 * them, played on from any state for the search player's rollouts, and the rows of a
 * simulation. Compiled into the CPython extension (_core.c, which adds the Python calls) and
 * into the WebAssembly module the browser runs (_wasm.c); neither adds a rule.
 *
 * It holds no rule fact of its own. Every table (card indices and values, suit masks,
 * trick scores, the declarations, the discard masks, the option values, the bots'
 * rankings) comes from the Python rule sets through one flat array of 64-bit words,
 * `Config`, filled by `tarock/fast/tables.py` in the order of CONFIG_FIELDS below (the
 * modules export that order as FIELDS, so the two cannot disagree on it).
 *
 * The logic mirrors the Python engine function by function; each C function names the
 * Python one it follows ("mirrors: tarock.engine.legal.play_groups"). A change of rules
 * in the Python reference is made here in the function of the same name, and the
 * differential test (tests/test_fast.py) fails until both agree.
 *
 * Masks are `unsigned __int128` (78 cards; bit i is the card with Card.index i), so the
 * core needs GCC or Clang; without one the package falls back to the Python engine. The
 * includer defines GAME_REALLOC (the allocator a trace of actions grows with) and provides
 * memcpy and memset.
 */
#include <stddef.h>
#include <stdint.h>

typedef unsigned __int128 mask_t;

#define CARDS 78
#define MAXSEATS 4
#define MAXTRICKS 26
#define MAXPACKETS 80
#define MAXDECL 16
#define DECLW 32 /* words per declaration row: kind, mask (2), least, base, step, full,
                    with_fool, full_with_fool, run length, run cards (22) */
#define MAXRANK 80
#define MAXGAMES 10
#define GAMEW 9 /* words per game: G_* below */
#define LEVELS 125 /* trick strengths -2 .. 122, as level + 2 */
#define SUITS 6    /* tarock.cards.Suit in its order; 6 stands for "none led" */

/* --------------------------------------------------------------------------- config */

#define CONFIG_FIELDS(S, A)                                                                   \
    S(seats)          /* Options.seats */                                              \
    S(nactive)        /* len(Fixed.seats) */                                           \
    A(active, 4)         /* Fixed.seats */                                                \
    A(next, 4)           /* Fixed.next */                                                 \
    S(dealer)                                                                          \
    S(pack)           /* Options.pack */                                               \
    S(pack_points)    /* card_points(pack(n)), in thirds: the soak's invariant */      \
    A(pack_cards, 78)    /* tarock.cards.pack(n), as indices */                           \
    S(fact_words)     /* 64-bit words of Rng.below(n!)'s draw */                       \
    A(fact_limit, 8)     /* its rejection limit, most significant word first */          \
    S(npackets)                                                                        \
    A(packets, 240)      /* tarock.engine.state.packets: (seat, start, stop) */           \
    S(talon)                                                                           \
    S(discard)        /* Options.discard */                                            \
    S(discard_rule)   /* index in DISCARD_RULES */                                     \
    S(tricks)         /* Options.tricks */                                             \
    S(fool)           /* tarock.cards.FOOL.index */                                    \
    S(pagat)                                                                           \
    A(value, 78)         /* Card.value */                                                 \
    A(suit_of, 78)       /* Fixed.suit_of, as the index of the Suit */                    \
    A(follow, 12)        /* Fixed.follow by Suit, masks */                                \
    A(scores, 546)       /* Fixed.scores: 7 x 78, the last row for no suit led */         \
    S(excuse)         /* Fixed.excuse is not None */                                   \
    A(kings, 2)          /* masks from tarock.cards */                                    \
    A(trumps, 2)                                                                          \
    A(suit_masks, 12)    /* SUIT_MASKS by Suit */                                         \
    S(redeal_without_trumps)                                                           \
    S(fool_may_lead)                                                                   \
    S(fool_deadline)                                                                   \
    S(fool_when_out_of_trumps)                                                         \
    S(fool_captured_from)                                                              \
    S(fool_kept_no_trick)                                                              \
    S(fool_exchange_at_end)                                                            \
    S(fool_barred_trick)                                                               \
    S(fool_demand_trick)                                                               \
    S(vole_until)     /* Fixed.vole_until */                                           \
    S(nolo_until)                                                                      \
    S(nvole_tiers)                                                                     \
    A(vole_tiers, 16)    /* Options.vole_announced, sorted: (before trick, value) */      \
    S(nnolo_tiers)                                                                     \
    A(nolo_tiers, 24)    /* Options.nolo_announced, sorted: (before, value, penalty) */   \
    S(pagat_home)                                                                      \
    S(pagat_captured)                                                                  \
    S(pagat_ultimo)                                                                    \
    S(pagat_ultimo_lost)                                                               \
    S(king_home)                                                                       \
    S(king_captured)                                                                   \
    S(king_ultimo)                                                                     \
    S(king_ultimo_lost)                                                                \
    S(last_trick)                                                                      \
    S(vole)                                                                            \
    S(nolo)                                                                            \
    S(vole_replaces_ultimo)                                                            \
    S(nolo_cancels)                                                                    \
    S(par)                                                                             \
    S(card_settlement) /* index in CARD_SETTLEMENTS */                                 \
    S(ndecl)                                                                           \
    A(decl, 512)         /* Options.declaration_table, DECLW words a row */              \
    A(d_trumps, 2)       /* tarock.rules.discard's masks */                               \
    A(d_tarocs, 2)                                                                        \
    A(d_no_king, 2)                                                                       \
    A(d_no_king_nor_xxi, 2)                                                               \
    A(d_plain, 2)                                                                         \
    A(d_plain_or_fool, 2)                                                                 \
    A(d_low_trumps, 2)                                                                    \
    A(h_trumps, 2)       /* tarock.players.heuristic's _Orders and masks */              \
    A(h_above, 250)      /* _Orders.above by strength + 2 */                              \
    S(h_ncheap)                                                                        \
    A(h_cheap, 160)                                                                       \
    S(h_nlowest_winner)                                                                \
    A(h_lowest_winner, 160)                                                               \
    S(h_nhigh_winner)                                                                  \
    A(h_high_winner, 160)                                                                 \
    A(h_high_trumps, 2)                                                                   \
    A(h_low_trumps, 2)                                                                    \
    A(h_pips, 2)                                                                          \
    A(h_counters, 2)                                                                      \
    A(h_suit_cards, 2)                                                                    \
    A(h_tarocs, 2)                                                                        \
    A(h_by_value, 10)    /* _BY_VALUE: values 1 to 5 */                                 \
    A(h_give, 160)       /* _Orders.give */                                               \
    S(h_ngive)                                                                            \
    S(nbid_strength)                                                                      \
    A(bid_strength, 8)   /* BID_STRENGTH, in quarters */                                  \
    S(ngames)            /* Options.games, lowest first: GAMEW words a game */            \
    A(games, 90)                                                                          \
    S(solo_first_turn)                                                                    \
    S(hold_forehand)     /* Options.hold is Hold.FOREHAND */                              \
    S(talon_free)        /* Options.talon_half is TalonChoice.FREE */                     \
    S(ultimo_until)      /* Fixed.ultimo_until */                                         \
    S(pagat_ultimo_announced)                                                             \
    S(trull)                                                                              \
    S(four_kings)                                                                         \
    A(trull_cards, 2)    /* the Trull: Pagat, XXI and the Fool (Card.is_honour) */      \
    S(pagat_captured_pot)                                                                 \
    S(king_captured_pot)                                                                  \
    S(ultimo_takes_pot)                                                                   \
    S(vole_takes_pots)                                                                    \
    S(failed_double)     /* Options.failed_ultimo_pot is FailedUltimo.DOUBLE */           \
    S(failed_penalty)    /* ... FailedUltimo.PENALTY */                                   \
    S(fool_names_suit)                                                                    \
    S(fool_named_held)                                                                    \
    S(fool_named_last_trick)                                                              \
    S(declare_laid_away)                                                                  \
    S(ultimo_success_first)                                                               \
    S(vole_cancels_card_points)

/* A scalar field is one word, an array field n words (masks take two: low, high). */
#define COUNT_SCALAR(name) +1
#define COUNT_ARRAY(name, n) +(n)
enum { CONFIG_WORDS = 0 CONFIG_FIELDS(COUNT_SCALAR, COUNT_ARRAY) };

typedef struct {
#define DECLARE_SCALAR(name) int64_t name;
#define DECLARE_ARRAY(name, n) int64_t name[n];
    CONFIG_FIELDS(DECLARE_SCALAR, DECLARE_ARRAY)
} Config;

static const char *DISCARD_RULES[] = {"1754",        "dummett", "danish", "grand-tarot",
                                      "tapp",        "1754-with-plain"};
static const char *CARD_SETTLEMENTS[] = {"exact", "bands", "bands-eldest", "bands-each", "none"};
static const char *ACTIONS[] = {"play", "discard", "declare", "pass", "announce", "demand",
                                "bid", "hold", "take", "name"};
enum { A_PLAY, A_DISCARD, A_DECLARE, A_PASS, A_ANNOUNCE, A_DEMAND, A_BID, A_HOLD, A_TAKE, A_NAME };
enum { VOLE, NOLO, ULTIMO, VALAT }; /* tarock.engine.actions.Contract, in its order */
enum { LOWER, UPPER };              /* tarock.engine.actions.Half */
enum { POT_KING, POT_PAGAT, POTS };  /* tarock.scoring.settlement.Pot */
/* a game's row: Game.value, the talon half it takes (either, the lower), Game.takes_talon,
 * Game.is_solo, Game.played, Game.bonus_factor, and valat_values(options, game) */
enum { G_VALUE, G_EITHER, G_LOWER, G_TAKES, G_SOLO, G_PLAYED, G_BONUS, G_VALAT_SILENT,
       G_VALAT_LOUD, G_WORDS };
enum { CLAIM_REDEAL, CLAIM_FOOL }; /* tarock.engine.actions.Claim */
enum { DECL_COUNT, DECL_RUN, DECL_GROUP };
enum { S_EXACT, S_BANDS, S_BANDS_ELDEST, S_BANDS_EACH, S_NONE };
enum { P_DEAL, P_BID, P_TALON, P_DISCARD, P_DECLARE, P_ANNOUNCE, P_PLAY, P_DONE };
#define TRUMPS_SUIT 0
#define LEN(array) ((int)(sizeof(array) / sizeof((array)[0])))
#define NO_SUIT 6

/* What a payment is for: tarock.scoring.settlement.Kind, the ones this core pays. */
static const char *PHASES[] = {"deal", "bid", "talon", "discard", "declare", "announce",
                                "play", "done"}; /* P_* in their order */
static const char *KINDS[] = {"declarations", "pagat", "pagat_ultimo", "kings", "king_ultimo",
                              "vole", "nolo", "fool", "last_trick", "card_points", "contract",
                              "trull"};
enum { K_DECL, K_PAGAT, K_PAGAT_ULTIMO, K_KINGS, K_KING_ULTIMO, K_VOLE, K_NOLO, K_FOOL,
       K_LAST, K_CARDS, K_CONTRACT, K_TRULL, NKINDS };

static inline mask_t M(const int64_t *w) {
    return ((mask_t)(uint64_t)w[1] << 64) | (uint64_t)w[0];
}
static inline mask_t BIT(int card) { return (mask_t)1 << card; }
static inline int popcount(mask_t m) {
    return __builtin_popcountll((uint64_t)m) + __builtin_popcountll((uint64_t)(m >> 64));
}
static inline int lowest(mask_t m) { /* the first card of a mask, in card order */
    uint64_t lo = (uint64_t)m;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(m >> 64));
}
static inline int kth(mask_t m, int k) { /* the k-th card of a mask, in card order */
    while (k--) m &= m - 1;
    return lowest(m);
}

/* The config with its masks read once. */
typedef struct {
    const Config *c;
    mask_t follow[SUITS], suit_masks[SUITS], kings, trumps, fool, pagat;
    mask_t d_trumps, d_tarocs, d_no_king, d_no_king_nor_xxi, d_plain, d_plain_or_fool,
        d_low_trumps;
    mask_t h_trumps, h_above[LEVELS], h_cheap[MAXRANK], h_lowest_winner[MAXRANK],
        h_high_winner[MAXRANK], h_high_trumps, h_low_trumps, h_pips, h_counters,
        h_suit_cards, h_tarocs, h_by_value[5], h_give[MAXRANK], trull_cards;
    mask_t decl_bits[MAXDECL];
    int round[MAXSEATS][MAXSEATS]; /* Fixed.rounds: the active seats from each seat */
} Rules;

/* --------------------------------------------------------------------------- random */

/* mirrors: tarock.rng.Rng (SplitMix64) */
static inline uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* mirrors: tarock.rng.Rng.below, for a bound below 2**32 */
static uint64_t below(uint64_t *state, uint64_t n) {
    uint64_t rest = (UINT64_MAX % n + 1) % n; /* 2**64 % n */
    for (;;) {
        uint64_t z = splitmix(state);
        if (rest == 0 || z < (uint64_t)0 - rest) return z % n;
    }
}

/* mirrors: tarock.rng.derive */
static uint64_t derive(uint64_t seed, uint64_t part) {
    uint64_t state = seed ^ (part * 0xD1B54A32D192ED03ULL);
    return splitmix(&state);
}

/* CPython's random.Random: MT19937 seeded by init_by_array, random() by genrand_res53
 * (Modules/_randommodule.c). */
#define MT_N 624
#define MT_M 397
typedef struct {
    uint32_t mt[MT_N];
    int index;   /* the next word to give */
    int twisted; /* the words of the current block already twisted (twisted in order, on
                    demand: a deal draws a few dozen of the 624) */
} MT;

static uint32_t mt_genrand[MT_N]; /* init_genrand(19650218), the start of every seeding */

static void mt_prepare(void) {
    mt_genrand[0] = 19650218U;
    for (int i = 1; i < MT_N; i++)
        mt_genrand[i] = 1812433253U * (mt_genrand[i - 1] ^ (mt_genrand[i - 1] >> 30)) + (uint32_t)i;
}

/* init_by_array with the 32-bit words of abs(seed) ([0] for 0), for `count` generators at
 * once: their dependency chains run side by side. */
static void mt_seed_many(MT **rs, const uint64_t *seeds, int count) {
    if (!count) return;
    uint32_t key[MAXSEATS][2];
    int keys = 1;
    for (int g = 0; g < count; g++) {
        key[g][0] = (uint32_t)seeds[g], key[g][1] = (uint32_t)(seeds[g] >> 32);
        memcpy(rs[g]->mt, mt_genrand, sizeof mt_genrand);
        rs[g]->index = rs[g]->twisted = MT_N;
        if (seeds[g] >> 32) keys = 2;
    }
    int same = 1; /* the usual case: every seed takes as many words (seeds are 64-bit) */
    for (int g = 0; g < count; g++) same = same && ((seeds[g] >> 32) != 0) == (keys == 2);
    if (!same) { /* seed them one at a time */
        for (int g = 0; g < count; g++) mt_seed_many(&rs[g], &seeds[g], 1);
        return;
    }
    int i = 1, j = 0;
    for (int k = MT_N > keys ? MT_N : keys; k; k--) {
        for (int g = 0; g < count; g++) {
            uint32_t *mt = rs[g]->mt;
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[g][j] + (uint32_t)j;
        }
        i++, j++;
        if (i >= MT_N) {
            for (int g = 0; g < count; g++) rs[g]->mt[0] = rs[g]->mt[MT_N - 1];
            i = 1;
        }
        if (j >= keys) j = 0;
    }
    for (int k = MT_N - 1; k; k--) {
        for (int g = 0; g < count; g++) {
            uint32_t *mt = rs[g]->mt;
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        }
        i++;
        if (i >= MT_N) {
            for (int g = 0; g < count; g++) rs[g]->mt[0] = rs[g]->mt[MT_N - 1];
            i = 1;
        }
    }
    for (int g = 0; g < count; g++) rs[g]->mt[0] = 0x80000000U;
}

static void mt_seed(MT *r, uint64_t seed) { mt_seed_many(&r, &seed, 1); }

/* genrand_uint32: the twist of word kk, done in order so that it reads what the whole
 * twist would (the words after kk still untwisted, those before already twisted) */
static inline void mt_twist(uint32_t *mt, int kk) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y = (mt[kk] & 0x80000000U) | (mt[(kk + 1) % MT_N] & 0x7fffffffU);
    mt[kk] = mt[(kk + MT_M) % MT_N] ^ (y >> 1) ^ mag01[y & 1U];
}

static uint32_t mt_next(MT *r) {
    uint32_t *mt = r->mt, y;
    if (r->index >= MT_N) { /* a new block: twisted as it is read */
        if (r->twisted < MT_N)
            for (int kk = r->twisted; kk < MT_N; kk++) mt_twist(mt, kk);
        r->index = r->twisted = 0;
    }
    if (r->index >= r->twisted) mt_twist(mt, r->twisted++);
    y = mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

static double mt_random(MT *r) {
    uint32_t a = mt_next(r) >> 5, b = mt_next(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* --------------------------------------------------------------------------- state */

typedef struct {
    mask_t held[MAXSEATS];
    int phase, to_move, leader, led; /* led: a Suit index, or -1 */
    int naming;                      /* the seat that must name the Fool's suit now, or -1 */
    int trick[MAXSEATS], trick_seats[MAXSEATS], ntrick;
    int ntricks, t_cards[MAXTRICKS][MAXSEATS], t_seats[MAXTRICKS][MAXSEATS],
        t_winner[MAXTRICKS];
    int won[MAXSEATS];
    int nann, ann_seat[16], ann_kind[16], ann_trick[16];
    int pending[MAXSEATS], npending;
    int announce_until, fool_demanded, redealt;
    int discard[8], ndiscard;
    int holdings[MAXSEATS];  /* the value of each seat's declarations, once worked out */
    int declared[MAXSEATS];  /* whether the seat has declared */
    int talon[16];           /* the talon as dealt: the lower half, then the upper */
    int bid, bidder, declarer, half; /* the auction (-1: none yet) and the half taken */
    int bidding[MAXSEATS], nbidding; /* the seats still in, forehand first */
    int spoken[MAXSEATS];            /* whether each seat has had a turn in the auction */
    int64_t pots_start[2];           /* the pots when play began (settle's `pots`) */
} State;

/* A State handed over from Python (to play on from it): its fields in this order, each as
 * many words as given, filled by tarock.fast.tables.state_values. */
#define STATE_FIELDS(S, A)                                                                  \
    S(phase) S(to_move) S(leader) S(led) S(naming) S(ntrick) A(trick, 4) A(trick_seats, 4)  \
    S(ntricks) A(t_cards, 104) A(t_seats, 104) A(t_winner, 26) A(won, 4) S(nann)            \
    A(ann_seat, 16) A(ann_kind, 16) A(ann_trick, 16) S(npending) A(pending, 4)              \
    S(announce_until) S(fool_demanded) S(redealt) S(ndiscard) A(discard, 8) A(holdings, 4)  \
    A(declared, 4) A(talon, 16) S(bid) S(bidder) S(declarer) S(half) S(nbidding)            \
    A(bidding, 4) A(spoken, 4) A(held, 8) A(pots_start, 2)

typedef struct {
    STATE_FIELDS(DECLARE_SCALAR, DECLARE_ARRAY)
} StateWords;

typedef struct {
    int kind; /* 0 random, 1 heuristic */
    MT mt;
    uint64_t rng;
} Bot;

/* A growing trace of actions (kind << 8 | argument), when asked for. */
typedef struct {
    int32_t *codes;
    long n, cap;
    int failed;
} Trace;

static void trace(Trace *t, int kind, int arg) {
    if (!t || t->failed) return;
    if (t->n == t->cap) {
        long cap = t->cap ? 2 * t->cap : 256;
        int32_t *codes = GAME_REALLOC(t->codes, (size_t)cap * sizeof(int32_t));
        if (!codes) {
            t->failed = 1;
            return;
        }
        t->codes = codes, t->cap = cap;
    }
    t->codes[t->n++] = (kind << 8) | arg;
}

/* ------------------------------------------------------------- the shuffle and the deal */

/* mirrors: tarock.rng.Rng.shuffled, drawing below(n!) with `fact_words` 64-bit words and
 * reading the Fisher-Yates swaps off the draw's mixed-radix digits. The digits of x are
 * those of x mod n! (n! = n (n-1) ... 2), so x itself is divided down. */
static void shuffle_words(uint64_t *state, int words, const int64_t *limit, int *out, int n);

static void shuffle(const Config *c, uint64_t seed, int *out) {
    uint64_t state = derive(seed, 0); /* tarock.rng.SHUFFLE */
    for (int i = 0; i < c->pack; i++) out[i] = (int)c->pack_cards[i];
    shuffle_words(&state, (int)c->fact_words, c->fact_limit, out, (int)c->pack);
}

/* The draw below n! in `words` 64-bit words with its rejection `limit` (most significant word
 * first), and the Fisher-Yates swaps of out[0 .. n-1] read off its digits. */
static void shuffle_words(uint64_t *state, int words, const int64_t *limit, int *out, int n) {
    uint32_t x[16]; /* most significant first */
    int limbs = 2 * words;
    for (;;) {
        for (int w = 0; w < words; w++) {
            uint64_t z = splitmix(state);
            x[2 * w] = (uint32_t)(z >> 32), x[2 * w + 1] = (uint32_t)z;
        }
        int below_limit = 0; /* x < limit, compared word by word */
        for (int w = 0; w < words; w++) {
            uint64_t xw = ((uint64_t)x[2 * w] << 32) | x[2 * w + 1];
            uint64_t lw = (uint64_t)limit[w];
            if (xw != lw) {
                below_limit = xw < lw;
                break;
            }
        }
        if (below_limit) break;
    }
    int top = 0;
    for (int i = n - 1; i > 0; i--) {
        uint64_t rem = 0, d = (uint64_t)(i + 1);
        while (top < limbs && x[top] == 0) top++;
        for (int k = top; k < limbs; k++) {
            uint64_t cur = (rem << 32) | x[k];
            x[k] = (uint32_t)(cur / d);
            rem = cur % d;
        }
        int j = (int)rem, t = out[i];
        out[i] = out[j], out[j] = t;
    }
}

/* -------------------------------------------------------------------- declarations */

/* mirrors: Count.score, Run.score, Group.score: the worth of row `i` of the declaration
 * table for `hand` (-1: the hand does not hold it) and (into *shown) the cards it shows. */
static int declaration(const Rules *r, int i, mask_t hand, mask_t *shown) {
    const int64_t *row = r->c->decl + i * DECLW;
    mask_t bits = r->decl_bits[i];
    int held = popcount(bits & hand), least = (int)row[3];
    *shown = 0;
    if (held < least) return -1;
    switch (row[0]) {
    case DECL_COUNT:
        *shown = bits & hand;
        return (int)(row[4] + row[5] * (held - least));
    case DECL_RUN: {
        int extra = 0;
        *shown = bits;
        for (int k = 0; k < row[9] && (hand & BIT((int)row[10 + k])); k++)
            extra++, *shown |= BIT((int)row[10 + k]);
        return (int)(row[4] + row[5] * extra);
    }
    case DECL_GROUP: {
        int size = least + 1, fool = (hand & r->fool) != 0, whole = held == size;
        if (whole && fool && row[8]) return *shown = (bits & hand) | r->fool, (int)row[8];
        if (whole && row[6]) return *shown = bits & hand, (int)row[6];
        if (held == size - 1 && fool && row[7]) return *shown = (bits & hand) | r->fool, (int)row[7];
        return -1;
    }
    }
    return -1;
}

/* mirrors: tarock.rules.declarations.declare: the declarations' worth, summed, and (into
 * *shown if given) the cards they show. */
static int declarations(const Rules *r, mask_t hand, mask_t *shown) {
    int total = 0;
    mask_t cards = 0, one;
    for (int i = 0; i < r->c->ndecl; i++) {
        int worth = declaration(r, i, hand, &one);
        if (worth >= 0) total += worth, cards |= one;
    }
    if (shown) *shown = cards;
    return total;
}

/* ------------------------------------------------------------------------ discard */

/* mirrors: tarock.rules.discard's patterns (Quota, _quota, _in_turn, _fits, _next, _first) */
typedef struct {
    mask_t cards;
    int least, most, room;
} Quota;
typedef struct {
    Quota q[6];
    int n;
} Pattern;

static Quota quota(mask_t cards, int least, int most) {
    int have = popcount(cards);
    Quota q = {cards, least, most, most < have ? most : have};
    return q;
}
static void add(Pattern *p, Quota q) { p->q[p->n++] = q; }

static Pattern in_turn(int count, int kinds, const mask_t *cards) {
    Pattern p = {.n = 0};
    int left = count;
    for (int i = 0; i < kinds; i++) {
        int have = popcount(cards[i]), take = left < have ? left : have;
        add(&p, quota(cards[i], take, take));
        left -= take;
    }
    if (left) add(&p, quota(0, left, left));
    return p;
}

static int fits(const Pattern *p, int count) {
    int least = 0, room = 0;
    for (int i = 0; i < p->n; i++) {
        if (p->q[i].least > p->q[i].room) return 0;
        least += p->q[i].least, room += p->q[i].room;
    }
    return least <= count && count <= room;
}

static mask_t next_cards(const Pattern *p, mask_t laid, int count) {
    int used[6], sum = 0, placed = popcount(laid), need = 0, room = 0;
    for (int i = 0; i < p->n; i++) sum += used[i] = popcount(p->q[i].cards & laid);
    if (sum != placed) return 0;
    for (int i = 0; i < p->n; i++) {
        if (used[i] > p->q[i].most) return 0;
        need += p->q[i].least > used[i] ? p->q[i].least - used[i] : 0;
        room += p->q[i].room - used[i];
    }
    int rest = count - placed - 1;
    mask_t cards = 0;
    for (int i = 0; i < p->n; i++) {
        int n = used[i];
        if (n < p->q[i].most && need - (n < p->q[i].least) <= rest && rest <= room - 1)
            cards |= p->q[i].cards & ~laid;
    }
    return cards;
}

/* one choice of _first: the cards its fitting patterns allow, or -1 if none fits */
static int choice(const Pattern *ps, int n, mask_t laid, int count, mask_t *out) {
    int fitting = 0;
    *out = 0;
    for (int i = 0; i < n; i++)
        if (fits(&ps[i], count)) fitting++, *out |= next_cards(&ps[i], laid, count);
    return fitting;
}

/* mirrors: tarock.rules.discard._taroc_1754 (taroc_1754 and taroc_1754_with_plain) */
static mask_t discard_1754_either(const Rules *r, mask_t hand, mask_t laid, int count,
                                  int with_plain) {
    mask_t plain = r->d_plain & hand, trumps = r->d_trumps & hand, tarocs = r->d_tarocs & hand;
    mask_t out;
    Pattern permitted[3] = {{.n = 0}, {.n = 0}, {.n = 0}};
    add(&permitted[0], quota(plain, 0, count));
    add(&permitted[1], quota(tarocs & r->pagat, 1, 1));
    add(&permitted[1], quota(tarocs & r->fool, 1, 1));
    add(&permitted[1], quota(tarocs & ~(r->pagat | r->fool), 1, 1));
    add(&permitted[1], quota(plain, 0, count));
    int n = 2;
    if ((trumps & r->pagat) && popcount(trumps) == 3) { /* "these three" */
        int least = with_plain ? 0 : 3;
        add(&permitted[n], quota(trumps, least, with_plain ? count : 3));
        add(&permitted[n++], quota(plain, 0, count));
    }
    if (choice(permitted, n, laid, count, &out)) return out;
    mask_t kinds[2] = {plain, tarocs};
    Pattern fallback = in_turn(count, 2, kinds);
    return choice(&fallback, 1, laid, count, &out) ? out : 0;
}
static mask_t discard_1754(const Rules *r, mask_t hand, mask_t laid, int count) {
    return discard_1754_either(r, hand, laid, count, 0);
}
static mask_t discard_1754_with_plain(const Rules *r, mask_t hand, mask_t laid, int count) {
    return discard_1754_either(r, hand, laid, count, 1);
}

/* mirrors: tarock.rules.discard.dummett */
static mask_t discard_dummett(const Rules *r, mask_t hand, mask_t laid, int count) {
    mask_t trumps = r->d_trumps & hand, out;
    int pagat_few = (trumps & r->pagat) && popcount(trumps) <= 3;
    mask_t first = (pagat_few ? r->d_no_king_nor_xxi : r->d_plain_or_fool) & hand;
    mask_t kinds[2] = {first, r->d_no_king_nor_xxi & hand & ~first};
    Pattern p = in_turn(count, 2, kinds);
    return choice(&p, 1, laid, count, &out) ? out : 0;
}

/* The pattern (_all(trumps), _any(others, count)): every trump, to leave him void in trumps,
 * and the rest from `others` (the Danish and Grand Tarot limits). */
static Pattern all_trumps(mask_t trumps, mask_t others, int count) {
    Pattern p = {.n = 0};
    add(&p, quota(trumps, popcount(trumps), popcount(trumps)));
    add(&p, quota(others, 0, count));
    return p;
}

/* mirrors: tarock.rules.discard.danish */
static mask_t discard_danish(const Rules *r, mask_t hand, mask_t laid, int count) {
    mask_t plain = r->d_plain & hand, trumps = r->d_trumps & hand, combos, out;
    declarations(r, hand, &combos); /* combination_cards */
    mask_t free = plain & ~combos;
    mask_t kinds[3] = {free, plain & ~free, trumps & r->d_low_trumps};
    Pattern permitted[2] = {{.n = 0}, {.n = 0}};
    permitted[0] = in_turn(count, 3, kinds);
    int n = 1;
    if (trumps && (trumps & r->d_low_trumps) == trumps) permitted[n++] = all_trumps(trumps, free, count);
    return choice(permitted, n, laid, count, &out) ? out : 0;
}

/* mirrors: tarock.rules.discard.grand_tarot */
static mask_t discard_grand_tarot(const Rules *r, mask_t hand, mask_t laid, int count) {
    mask_t plain = r->d_plain & hand, trumps = r->d_trumps & hand, out;
    mask_t kinds[2] = {plain, hand & ~plain};
    Pattern permitted[2] = {{.n = 0}, {.n = 0}};
    permitted[0] = in_turn(count, 2, kinds);
    int n = 1;
    if (trumps) permitted[n++] = all_trumps(trumps, plain, count);
    return choice(permitted, n, laid, count, &out) ? out : 0;
}

/* mirrors: tarock.rules.discard.tapp */
static mask_t discard_tapp(const Rules *r, mask_t hand, mask_t laid, int count) {
    mask_t kinds[2] = {r->d_plain & hand, r->d_low_trumps & hand}, out;
    Pattern p = in_turn(count, 2, kinds);
    return choice(&p, 1, laid, count, &out) ? out : 0;
}

typedef mask_t (*DiscardRule)(const Rules *, mask_t, mask_t, int);
static const DiscardRule DISCARD_RULE_FUNCTIONS[] = {discard_1754,        discard_dummett,
                                                     discard_danish,      discard_grand_tarot,
                                                     discard_tapp,        discard_1754_with_plain};

/* mirrors: tarock.engine.legal._allowed_mask: judged on the whole hand before the discard */
static mask_t discard_allowed(const Rules *r, const State *s) {
    const Config *c = r->c;
    int seat = s->declarer >= 0 ? s->declarer : (int)c->dealer; /* State.discarder */
    mask_t laid = 0;
    for (int i = 0; i < s->ndiscard; i++) laid |= BIT(s->discard[i]);
    mask_t whole = s->held[seat] | laid;
    return DISCARD_RULE_FUNCTIONS[c->discard_rule](r, whole, laid, (int)c->discard) & s->held[seat];
}

/* ----------------------------------------------------------------- announcements */

/* mirrors: tarock.engine.legal.contract_announcements: a bit per Contract */
static int contract_announcements(const Rules *r, const State *s, int seat) {
    const Config *c = r->c;
    if (seat != s->declarer) return 0;
    int number = s->ntricks + 1, made = 0, kinds = 0;
    for (int i = 0; i < s->nann; i++)
        if (s->ann_seat[i] == seat) made |= 1 << s->ann_kind[i];
    if (number <= c->ultimo_until && (r->pagat & s->held[seat]) && !(made >> ULTIMO & 1))
        kinds |= 1 << ULTIMO;
    if (number <= c->vole_until && !(made >> VALAT & 1)) kinds |= 1 << VALAT;
    return kinds;
}

/* mirrors: tarock.engine.legal.announce_kinds: a bit per Contract */
static int announce_kinds(const Rules *r, const State *s, int seat) {
    const Config *c = r->c;
    if (c->ngames) return contract_announcements(r, s, seat);
    int number = s->ntricks + 1, won = s->won[seat];
    int vole = number <= c->vole_until && won == number - 1;
    int nolo = number <= c->nolo_until && won == 0;
    if (!(vole || nolo)) return 0;
    for (int i = 0; i < s->nann; i++) {
        if (s->ann_seat[i] == seat) return 0;
        vole = vole && s->ann_kind[i] != VOLE; /* one Vole announced bars another */
    }
    return (vole << VOLE) | (nolo << NOLO);
}

/* mirrors: tarock.engine.legal.may_demand_fool */
static int may_demand_fool(const Rules *r, const State *s, int seat) {
    const Config *c = r->c;
    if (c->fool_demand_trick != s->ntricks + 1 || s->fool_demanded || (s->held[seat] & r->fool))
        return 0;
    for (int i = 0; i < c->nactive; i++)
        if (s->held[c->active[i]] & r->fool) return 1;
    return 0;
}

/* mirrors: tarock.engine.legal.may_announce */
static int may_announce(const Rules *r, const State *s, int seat) {
    return announce_kinds(r, s, seat) || may_demand_fool(r, s, seat);
}

/* mirrors: tarock.engine.legal.announcers, into s->pending */
static void announcers(const Rules *r, State *s) {
    const Config *c = r->c;
    int number = s->ntricks + 1, demand = c->fool_demand_trick == number;
    s->npending = 0;
    if (number > s->announce_until && !demand) return;
    int everyone = number > 1;
    for (int i = 0; i < c->nactive; i++) everyone = everyone && s->won[c->active[i]];
    if (everyone && !(demand || c->ngames)) return;
    for (int i = 0; i < c->nactive; i++) {
        int seat = r->round[s->leader][i];
        if (may_announce(r, s, seat)) s->pending[s->npending++] = seat;
    }
}

static int pop_pending(State *s) {
    int seat = s->pending[0];
    for (int i = 1; i < s->npending; i++) s->pending[i - 1] = s->pending[i];
    s->npending--;
    return seat;
}

/* ------------------------------------------------------------------------- moving on */

/* mirrors: tarock.engine.state.State._start_trick (with fool_passes_lead) */
static void start_trick(const Rules *r, State *s) {
    const Config *c = r->c;
    s->phase = P_PLAY;
    s->to_move = s->leader;
    if (c->fool_deadline && s->ntricks + 1 == c->fool_deadline && (s->held[s->leader] & r->fool))
        s->leader = s->to_move = (int)c->next[s->leader];
    int number = s->ntricks + 1;
    if (number <= s->announce_until || number == c->fool_demand_trick) {
        announcers(r, s);
        if (s->npending) {
            s->phase = P_ANNOUNCE;
            s->to_move = pop_pending(s);
        }
    }
}

/* mirrors: State.holding: the worth of the declarations `seat`'s hand holds now (with
 * declare_laid_away, the discarder's hand with the cards he laid away) */
static int holding(const Rules *r, const State *s, int seat) {
    const Config *c = r->c;
    mask_t hand = s->held[seat];
    int discarder = s->declarer >= 0 ? s->declarer : (int)c->dealer; /* State.discarder */
    if (c->declare_laid_away && seat == discarder)
        for (int i = 0; i < s->ndiscard; i++) hand |= BIT(s->discard[i]);
    return declarations(r, hand, NULL);
}

/* mirrors: State._after_discard */
static void after_discard(const Rules *r, State *s) {
    const Config *c = r->c;
    if (c->ndecl) {
        s->phase = P_DECLARE;
        s->to_move = (int)c->dealer;
        for (int i = 0; i < c->nactive; i++) {
            int seat = (int)c->active[i];
            s->holdings[seat] = holding(r, s, seat);
        }
    } else {
        start_trick(r, s);
    }
}

/* mirrors: State._begin */
static void begin(const Rules *r, State *s) {
    if (r->c->ngames) {
        s->phase = P_BID;
        s->to_move = s->bidding[0];
    } else if (r->c->discard) {
        s->phase = P_DISCARD;
        s->to_move = (int)r->c->dealer;
    } else {
        after_discard(r, s);
    }
}

/* mirrors: State._ask_next */
static void ask_next(const Rules *r, State *s) {
    while (s->npending) {
        int seat = pop_pending(s);
        if (may_announce(r, s, seat)) {
            s->to_move = seat;
            return;
        }
    }
    s->phase = P_PLAY;
    s->to_move = s->leader;
}

/* ------------------------------------------------------------------ the auction */

/* mirrors: tarock.engine.legal.may_hold */
static int may_hold(const Rules *r, const State *s, int seat) {
    const Config *c = r->c;
    int bidder = s->bidder, forehand = (int)c->next[c->dealer];
    if (bidder < 0 || bidder == seat) return 0;
    int at_bidder = 0, at_seat = 0; /* places in the bidding order, forehand first */
    for (int i = 0; i < c->nactive; i++) {
        if (r->round[forehand][i] == bidder) at_bidder = i;
        if (r->round[forehand][i] == seat) at_seat = i;
    }
    if (at_bidder < at_seat) return 0;
    return !c->hold_forehand || seat == forehand;
}

/* mirrors: tarock.engine.legal._bids: the actions offered, in order, as codes */
static int offered_bids(const Rules *r, const State *s, int *out) {
    const Config *c = r->c;
    int seat = s->to_move, step = s->bid + 1, n = 0;
    if (step < c->ngames) out[n++] = A_BID << 8 | step;
    if (c->solo_first_turn && !s->spoken[seat])
        for (int g = step + 1; g < c->ngames; g++)
            if (c->games[g * GAMEW + G_SOLO]) out[n++] = A_BID << 8 | g;
    if (may_hold(r, s, seat)) out[n++] = A_HOLD << 8;
    out[n++] = A_PASS << 8;
    return n;
}

/* mirrors: State._declare_game */
static void declare_game(const Rules *r, State *s, int seat) {
    const int64_t *game = r->c->games + s->bid * GAMEW;
    s->declarer = seat;
    if (!game[G_PLAYED]) s->phase = P_DONE; /* the 1821 Tapper: paid without play */
    else if (game[G_TAKES]) s->phase = P_TALON, s->to_move = seat;
    else after_discard(r, s);
}

/* mirrors: State._bid */
static void do_bid(const Rules *r, State *s, int code) {
    const Config *c = r->c;
    int seat = s->to_move, kind = code >> 8;
    if (kind == A_BID) s->bid = code & 255, s->bidder = seat;
    else if (kind == A_HOLD) s->bidder = seat;
    else { /* a pass: out of the auction */
        int k = 0;
        for (int i = 0; i < s->nbidding; i++)
            if (s->bidding[i] != seat) s->bidding[k++] = s->bidding[i];
        s->nbidding = k;
    }
    s->spoken[seat] = 1;
    if (!s->nbidding) { /* everyone passed: thrown in */
        s->redealt = 1;
        s->phase = P_DONE;
    } else if (s->nbidding == 1 && s->bid >= 0) {
        declare_game(r, s, s->bidding[0]);
    } else {
        for (;;) {
            seat = (int)c->next[seat];
            int in = 0;
            for (int i = 0; i < s->nbidding; i++) in |= s->bidding[i] == seat;
            if (in) break;
        }
        s->to_move = seat;
    }
}

/* mirrors: tarock.engine.legal._talon_halves: a bit per Half */
static int offered_halves(const Rules *r, const State *s) {
    const int64_t *game = r->c->games + s->bid * GAMEW;
    if (game[G_EITHER] || r->c->talon_free) return 1 << LOWER | 1 << UPPER;
    return game[G_LOWER] ? 1 << LOWER : 1 << UPPER;
}

/* State.talon_half, as a mask */
static mask_t talon_half(const Rules *r, const State *s, int half) {
    int size = (int)r->c->talon / 2;
    mask_t out = 0;
    for (int i = 0; i < size; i++) out |= BIT(s->talon[half * size + i]);
    return out;
}

/* mirrors: State._name: the Fool's suit named (by its owner leading it) or renamed (by the
 * next player, when neither opponent can follow it) */
static void name_suit(const Rules *r, State *s, int suit) {
    const Config *c = r->c;
    s->led = suit;
    if (s->naming != s->trick_seats[0]) {
        s->naming = -1; /* renamed (or kept) by the next player, who now plays */
        return;
    }
    s->to_move = (int)c->next[s->naming];
    int can_follow = 0;
    for (int i = 0; i < c->nactive; i++)
        if (c->active[i] != s->naming) can_follow |= (s->held[c->active[i]] & r->suit_masks[suit]) != 0;
    s->naming = can_follow ? -1 : s->to_move;
}

/* mirrors: tarock.engine.legal._names: the suits that may be named now, a bit per place in
 * NAMEABLE (trumps, then the four suits); with fool_named_held, only those an opponent holds */
static int names_now(const Rules *r, const State *s) {
    const Config *c = r->c;
    if (!c->fool_named_held || s->naming != s->trick_seats[0]) return 31;
    mask_t held = 0;
    for (int i = 0; i < c->nactive; i++)
        if (c->active[i] != s->naming) held |= s->held[c->active[i]];
    int out = 0;
    for (int suit = 0; suit < 5; suit++)
        if (held & r->suit_masks[suit]) out |= 1 << suit;
    return out;
}

/* mirrors: State.trick_winner */
static int trick_winner(const Rules *r, const State *s) {
    const Config *c = r->c;
    const int64_t *score = c->scores + CARDS * (s->led < 0 ? NO_SUIT : s->led);
    int best = -3, winner = s->trick_seats[0];
    for (int i = 0; i < s->ntrick; i++)
        if (score[s->trick[i]] > best) best = (int)score[s->trick[i]], winner = s->trick_seats[i];
    if (best == -1) { /* nobody followed the suit named for the Fool, nor trumped */
        int first = s->trick[0];
        for (int i = 0; i < s->ntrick; i++)
            if (!(c->excuse && s->trick[i] == c->fool)) {
                first = s->trick[i];
                break;
            }
        score = c->scores + CARDS * c->suit_of[first];
        for (int i = 0; i < s->ntrick; i++)
            if (score[s->trick[i]] > best)
                best = (int)score[s->trick[i]], winner = s->trick_seats[i];
    }
    return winner;
}

/* mirrors: State._play */
static void play_card(const Rules *r, State *s, int card) {
    const Config *c = r->c;
    int seat = s->to_move;
    s->held[seat] ^= BIT(card);
    s->trick[s->ntrick] = card, s->trick_seats[s->ntrick] = seat, s->ntrick++;
    if (s->led < 0 && !(c->excuse && card == c->fool)) {
        s->led = (int)c->suit_of[card];
    } else if (s->ntrick == 1 && c->fool_names_suit && (c->fool_named_last_trick || s->held[seat])) {
        s->naming = seat; /* the Fool was led: its owner names a suit before anyone plays */
        return;
    }
    if (s->ntrick < c->nactive) {
        s->to_move = (int)c->next[seat];
        return;
    }
    int winner = trick_winner(r, s), t = s->ntricks++;
    for (int i = 0; i < s->ntrick; i++)
        s->t_cards[t][i] = s->trick[i], s->t_seats[t][i] = s->trick_seats[i];
    s->t_winner[t] = winner;
    s->ntrick = 0, s->led = -1, s->fool_demanded = 0;
    s->leader = winner;
    int everyone = ++s->won[winner] == 1;
    for (int i = 0; i < c->nactive; i++) everyone = everyone && s->won[c->active[i]];
    if (everyone && !c->ngames) s->announce_until = 0; /* a Vole needs two, a Nolo one */
    if (s->held[winner]) start_trick(r, s);
    else s->phase = P_DONE;
}

/* mirrors: tarock.engine.legal.play_groups: the first group, and whether the Fool may be
 * played besides (the group FOOL_ANY_TIME, offered last) */
static mask_t play_groups(const Rules *r, const State *s, int *fool_too) {
    const Config *c = r->c;
    mask_t hand = s->held[s->to_move];
    int led = s->ntrick ? s->led : -1;
    *fool_too = 0;
    if (!c->excuse) { /* _groups_fool_trump */
        if (led < 0) return hand;
        if (hand & r->follow[led]) return hand & r->follow[led];
        if (hand & r->follow[TRUMPS_SUIT]) return hand & r->follow[TRUMPS_SUIT];
        return hand;
    }
    mask_t fool = hand & r->fool, leads = hand;
    if (fool) {
        int number = s->ntricks + 1;
        if (c->fool_deadline && number >= c->fool_deadline) return r->fool;
        if (s->fool_demanded) return r->fool;
        int barred = c->fool_barred_trick == number;
        if (barred || (!s->ntrick && !c->fool_may_lead && hand != r->fool)) {
            leads = hand ^ r->fool;
            if (barred) fool = 0;
        }
    }
    if (!s->ntrick) return leads;
    if (led < 0) return leads;
    mask_t first;
    if (hand & r->follow[led]) first = hand & r->follow[led];
    else if (hand & r->trumps) first = hand & r->trumps;
    else if (fool && c->fool_when_out_of_trumps) return r->fool;
    else first = leads & ~r->fool;
    *fool_too = fool != 0;
    return first;
}

/* ---------------------------------------------------------------- the heuristic bot */

/* mirrors: tarock.players.heuristic._first */
static int h_first(mask_t cards, const mask_t *order, int n) {
    for (int i = 0; i < n; i++)
        if (cards & order[i]) return lowest(cards & order[i]);
    return -1;
}

/* mirrors: tarock.players.heuristic._shortest_suits */
static mask_t shortest_suits(const Rules *r, mask_t cards, mask_t held) {
    mask_t out = 0;
    int fewest = 99;
    for (int i = 0; i < SUITS; i++) {
        mask_t suit = r->suit_masks[i];
        if (!(cards & suit)) continue;
        int length = popcount(held & suit);
        if (length < fewest) out = cards & suit, fewest = length;
        else if (length == fewest) out |= cards & suit;
    }
    return out;
}

/* mirrors: HeuristicPlayer._discard */
static int h_discard(const Rules *r, const State *s, mask_t cards) {
    mask_t held = s->held[s->to_move];
    cards = (cards & ~r->h_tarocs) ? cards & ~r->h_tarocs : cards;
    if (s->declarer >= 0) { /* _highest_value(_shortest_suits(cards, held)) */
        mask_t shortest = shortest_suits(r, cards, held), high = 0;
        for (int v = 4; v >= 0 && !high; v--) high = shortest & r->h_by_value[v];
        return lowest(high);
    }
    mask_t low = 0;
    for (int v = 0; v < 5 && !low; v++) low = cards & r->h_by_value[v]; /* _lowest_value */
    return lowest(shortest_suits(r, low, held));
}

/* mirrors: HeuristicPlayer.strength, in quarters */
static int h_strength(const Rules *r, mask_t hand) {
    int voids = 0;
    for (int i = 1; i <= 4; i++) voids += !(hand & r->suit_masks[i]); /* the plain suits */
    return 4 * popcount(hand & r->follow[TRUMPS_SUIT]) + 4 * popcount(hand & r->trull_cards) +
           3 * popcount(hand & r->kings) + 2 * voids;
}

/* mirrors: HeuristicPlayer._bid: a code among `offered` (in order) */
static int h_bid(const Rules *r, const State *s, const int *offered, int n) {
    const Config *c = r->c;
    int worth = h_strength(r, s->held[s->to_move]), limit = -1;
    int needs = c->nbid_strength < c->ngames ? (int)c->nbid_strength : (int)c->ngames;
    for (int i = 0; i < needs; i++) limit += worth >= c->bid_strength[i];
    for (int i = 0; i < n; i++)
        if (offered[i] >> 8 == A_HOLD && s->bid <= limit) return offered[i];
    for (int i = 0; i < n; i++) /* the bids, lowest first */
        if (offered[i] >> 8 == A_BID && (offered[i] & 255) <= limit) return offered[i];
    return A_PASS << 8;
}

/* mirrors: HeuristicPlayer._talon: the half with more trumps, then more card value */
static int h_talon(const Rules *r, const State *s) {
    int best = -1, best_trumps = -1, best_value = -1;
    for (int half = LOWER; half <= UPPER; half++) {
        mask_t cards = talon_half(r, s, half);
        int trumps = popcount(cards & r->follow[TRUMPS_SUIT]), value = 0;
        for (int i = 0; i < CARDS; i++)
            if (cards & BIT(i)) value += (int)r->c->value[i];
        if (trumps > best_trumps || (trumps == best_trumps && value > best_value))
            best = half, best_trumps = trumps, best_value = value;
    }
    return best;
}

/* mirrors: HeuristicPlayer._announce: a Contract, or -1 to pass */
static int h_announce(const Rules *r, const State *s, int kinds) {
    mask_t held = s->held[s->to_move];
    int trumps = popcount(held & r->trumps), top = popcount(held & r->h_high_trumps);
    int trumped = popcount(held & r->follow[TRUMPS_SUIT]); /* the Sküs too if a trump */
    int weak = !(held & ~(r->h_pips | r->h_low_trumps));
    if ((kinds >> VOLE & 1) && trumps >= 16 && top >= 6) return VOLE;
    if ((kinds >> ULTIMO & 1) && trumped >= 11) return ULTIMO;
    if ((kinds >> VALAT & 1) && trumped >= 14 && h_strength(r, held) >= 4 * 18) return VALAT;
    if ((kinds >> NOLO & 1) && weak && trumps <= 3) return NOLO;
    return -1;
}

/* mirrors: HeuristicPlayer._name: of the suits it may name (`names`, a bit each), the plain
 * suit it holds most of (the first of equals), else the first it may name */
static int h_name(const Rules *r, const State *s, int names) {
    mask_t held = s->held[s->to_move];
    int best = -1, most = -1;
    for (int suit = 1; suit <= 4; suit++)
        if ((names >> suit & 1) && popcount(held & r->suit_masks[suit]) > most)
            best = suit, most = popcount(held & r->suit_masks[suit]);
    if (best >= 0) return best;
    for (int suit = 0; suit < 5; suit++)
        if (names >> suit & 1) return suit;
    return 0;
}

/* mirrors: HeuristicPlayer._lead */
static int h_lead(const Rules *r, State *s, Bot *bot, mask_t cards) {
    mask_t held = s->held[s->to_move], plain = cards & r->h_suit_cards;
    const Config *c = r->c;
    if (!plain) return h_first(cards, r->h_cheap, (int)c->h_ncheap);
    mask_t kings = plain & r->kings;
    if (kings && below(&bot->rng, 2)) return lowest(kings);
    mask_t longest = 0;
    int most = -1;
    for (int i = 1; i <= 4; i++) { /* the four plain suits, in order */
        mask_t suit = r->suit_masks[i];
        if ((plain & suit) && popcount(held & suit) > most)
            longest = suit, most = popcount(held & suit);
    }
    return h_first(plain & longest, r->h_cheap, (int)c->h_ncheap);
}

/* mirrors: HeuristicPlayer._play */
static int h_play(const Rules *r, State *s, Bot *bot, mask_t cards) {
    const Config *c = r->c;
    int number = s->ntricks + 1, last = (int)c->tricks;
    mask_t excuse = c->excuse ? r->fool : 0, others = cards & ~excuse;
    int captured = c->fool_captured_from ? (int)c->fool_captured_from : last + 1;
    if ((cards & excuse) && (!others || number >= captured - 1)) return (int)c->fool;
    if (number != last) cards = (others & ~r->pagat) ? others & ~r->pagat : others;
    else cards = others;
    if (!s->ntrick) return h_lead(r, s, bot, cards);
    int led = s->led;
    mask_t counts = r->h_trumps | (led >= 0 ? r->follow[led] : 0);
    const int64_t *score = c->scores + CARDS * (led < 0 ? NO_SUIT : led);
    int top = -2, counters = 0, winning = 0;
    for (int i = 0; i < s->ntrick; i++) {
        counters += (int)c->value[s->trick[i]] - 1;
        if (score[s->trick[i]] > top) top = (int)score[s->trick[i]], winning = i;
    }
    int last_to_play = s->ntrick == c->nactive - 1;
    /* _partner_wins: as a defender, the other defender is winning the trick */
    if (s->declarer >= 0 && s->to_move != s->declarer && s->trick_seats[winning] != s->declarer) {
        if (last_to_play) { /* give the partner a counter */
            mask_t plain = (cards & ~r->h_trumps) ? cards & ~r->h_trumps : cards;
            return h_first(plain, r->h_give, (int)c->h_ngive);
        }
        return h_first(cards, r->h_cheap, (int)c->h_ncheap);
    }
    mask_t beaters = top == -2 ? cards : cards & counts & r->h_above[top + 2];
    if (beaters && (counters >= 2 || last_to_play || (beaters & r->h_counters))) {
        if (last_to_play)
            return h_first(beaters, r->h_lowest_winner, (int)c->h_nlowest_winner);
        return h_first(beaters, r->h_high_winner, (int)c->h_nhigh_winner);
    }
    if (excuse && (s->held[s->to_move] & r->fool) && !(cards & ~r->h_counters))
        return (int)c->fool;
    return h_first(cards, r->h_cheap, (int)c->h_ncheap);
}

/* --------------------------------------------------------------------------- a deal */

static void deal_begin(const Rules *r, State *s);

/* mirrors: tarock.engine.state.deal_cards and State.__init__ (no auction) */
static void deal(const Rules *r, State *s, uint64_t seed) {
    const Config *c = r->c;
    int order[CARDS];
    memset(s, 0, sizeof *s);
    shuffle(c, seed, order);
    for (int p = 0; p < c->npackets; p++) {
        const int64_t *pk = c->packets + 3 * p;
        for (int i = (int)pk[1]; i < pk[2]; i++) s->held[pk[0]] |= BIT(order[i]);
    }
    for (int i = 0; i < c->talon; i++) s->talon[i] = order[i];
    deal_begin(r, s);
}

/* mirrors: State.__init__ with the hands (s->held) and the talon (s->talon) given */
static void deal_begin(const Rules *r, State *s) {
    const Config *c = r->c;
    s->led = s->naming = -1;
    s->bid = s->bidder = s->declarer = s->half = -1;
    s->leader = (int)c->next[c->dealer];
    int until = (int)(c->vole_until > c->nolo_until ? c->vole_until : c->nolo_until);
    s->announce_until = c->ultimo_until > until ? (int)c->ultimo_until : until;
    if (c->ngames) { /* the bidding order: forehand round */
        s->nbidding = (int)c->nactive;
        for (int i = 0; i < c->nactive; i++) s->bidding[i] = r->round[c->next[c->dealer]][i];
    }
    begin(r, s);
    if (c->redeal_without_trumps) { /* the seats dealt no trump, forehand round */
        s->npending = 0;
        for (int i = 0; i < c->nactive; i++) {
            int seat = r->round[c->next[c->dealer]][i];
            if (!(s->held[seat] & r->trumps)) s->pending[s->npending++] = seat;
        }
        if (s->npending) {
            s->phase = P_DEAL;
            s->to_move = pop_pending(s);
        }
    }
}

static int pick(Bot *bot, int n) { return (int)(mt_random(&bot->mt) * n); }

/* What the bot at the seat to move chooses, as an action code (kind << 8 | argument). */
static int choose(const Rules *r, State *s, Bot *bot) {
    const Config *c = r->c;
    switch (s->phase) {
    case P_PLAY: {
        if (s->naming >= 0) { /* _names: trumps, then the four suits (NAMEABLE) */
            int names = names_now(r, s), k;
            if (bot->kind != 0) return A_NAME << 8 | h_name(r, s, names);
            k = pick(bot, popcount((mask_t)names));
            for (int suit = 0; suit < 5; suit++)
                if ((names >> suit & 1) && k-- == 0) return A_NAME << 8 | suit;
        }
        int fool_too, card;
        mask_t first = play_groups(r, s, &fool_too), legal = first | (fool_too ? r->fool : 0);
        if (bot->kind == 0) {
            int n = popcount(first), k = pick(bot, n + fool_too);
            card = k < n ? kth(first, k) : (int)c->fool;
        } else {
            card = legal & (legal - 1) ? h_play(r, s, bot, legal) : lowest(legal);
        }
        if (card < 0 || !(legal & BIT(card))) return -1; /* the bot broke a rule */
        return A_PLAY << 8 | card;
    }
    case P_DISCARD: {
        mask_t allowed = discard_allowed(r, s);
        int card;
        if (bot->kind == 0) card = kth(allowed, pick(bot, popcount(allowed)));
        else card = allowed & (allowed - 1) ? h_discard(r, s, allowed) : lowest(allowed);
        return A_DISCARD << 8 | card;
    }
    case P_DECLARE: /* one action: the declarations the hand holds */
        if (bot->kind == 0) pick(bot, 1);
        return A_DECLARE << 8;
    case P_ANNOUNCE: { /* _announcements: the kinds, the demand, then pass */
        int seat = s->to_move, kinds = announce_kinds(r, s, seat);
        int offered[6], n = 0, choice;
        for (int k = VOLE; k <= VALAT; k++)
            if (kinds >> k & 1) offered[n++] = A_ANNOUNCE << 8 | k;
        if (may_demand_fool(r, s, seat)) offered[n++] = A_DEMAND << 8 | CLAIM_FOOL;
        offered[n++] = A_PASS << 8;
        if (bot->kind == 0) return offered[pick(bot, n)];
        if (n == 1) return offered[0];
        choice = h_announce(r, s, kinds);
        return choice < 0 ? A_PASS << 8 : A_ANNOUNCE << 8 | choice;
    }
    case P_BID: {
        int offered[MAXGAMES + 2], n = offered_bids(r, s, offered);
        if (bot->kind == 0) return offered[pick(bot, n)];
        return n == 1 ? offered[0] : h_bid(r, s, offered, n);
    }
    case P_TALON: {
        int halves = offered_halves(r, s), half;
        int both = halves == (1 << LOWER | 1 << UPPER), only = halves >> UPPER & 1;
        if (bot->kind == 0) half = both ? pick(bot, 2) : (pick(bot, 1), only);
        else half = both ? h_talon(r, s) : only;
        return A_TAKE << 8 | half;
    }
    case P_DEAL: /* _redeal: demand a new deal, or pass */
        if (bot->kind == 0 ? pick(bot, 2) == 0 : 1) return A_DEMAND << 8 | CLAIM_REDEAL;
        return A_PASS << 8;
    }
    return -1;
}

/* mirrors: State.push: carry out an action (known to be legal) for the seat to move */
static void apply(const Rules *r, State *s, int code) {
    const Config *c = r->c;
    int arg = code & 255, seat = s->to_move;
    switch (code >> 8) {
    case A_PLAY:
        play_card(r, s, arg);
        break;
    case A_NAME:
        name_suit(r, s, arg);
        break;
    case A_DISCARD: { /* State._discard */
        s->held[s->declarer >= 0 ? s->declarer : c->dealer] ^= BIT(arg);
        s->discard[s->ndiscard++] = arg;
        if (s->ndiscard == c->discard) after_discard(r, s);
        break;
    }
    case A_DECLARE: { /* State._declare */
        s->declared[seat] = 1;
        int next = (int)c->next[seat];
        if (next == c->dealer) start_trick(r, s);
        else s->to_move = next;
        break;
    }
    case A_PASS:
        if (s->phase == P_ANNOUNCE) ask_next(r, s);
        else if (s->phase == P_BID) do_bid(r, s, code);
        else if (s->npending) s->to_move = pop_pending(s); /* _next_redeal_question */
        else begin(r, s);
        break;
    case A_ANNOUNCE: {
        int i = s->nann++;
        s->ann_seat[i] = seat, s->ann_kind[i] = arg, s->ann_trick[i] = s->ntricks + 1;
        if (!announce_kinds(r, s, seat)) ask_next(r, s); /* else he may announce more */
        break;
    }
    case A_DEMAND:
        if (arg == CLAIM_REDEAL) {
            s->redealt = 1;
            s->phase = P_DONE;
        } else {
            s->fool_demanded = 1;
            ask_next(r, s);
        }
        break;
    case A_BID:
    case A_HOLD:
        do_bid(r, s, code);
        break;
    case A_TAKE: /* State._take: the half into the declarer's hand, then the discard */
        s->half = arg;
        s->held[s->declarer] |= talon_half(r, s, arg);
        s->phase = P_DISCARD;
        s->to_move = s->declarer;
        break;
    }
}

/* One action for the seat to move, chosen by its bot and carried out; -1 on an action the
 * rules do not allow (a bot that disagrees with the rules). */
static int step(const Rules *r, State *s, Bot *const *bots, Trace *t) {
    int code = choose(r, s, bots[s->to_move]);
    if (code < 0) return -1;
    trace(t, code >> 8, code & 255);
    apply(r, s, code);
    return 0;
}

/* ------------------------------------------------------------------------ settlement */

/* Amounts are kept in thirds of a game point: card points come in thirds. */
typedef struct {
    int64_t net[MAXSEATS];
    int64_t kind[NKINDS][MAXSEATS];
    int64_t sides[2]; /* with a declarer: his side's card points and the defenders' */
    int has_sides;
    int64_t pot[POTS]; /* what each pot holds (Ledger.pot): empty when the deal begins */
    int64_t from_pots[MAXSEATS], taken[POTS][MAXSEATS]; /* each seat's dealings with the pots */
} Ledger;

/* Ledger.pay between a seat and a pot: the seat pays the pot `amount` (a negative amount:
 * the pot pays the seat); counted in the seat's kind of payment */
static void pay_pot(Ledger *l, int seat, int pot, int64_t amount, int kind) {
    l->net[seat] -= amount, l->kind[kind][seat] -= amount, l->pot[pot] += amount;
    l->from_pots[seat] -= amount;
    if (amount < 0) l->taken[pot][seat] -= amount;
}

/* mirrors: Ledger.each_opponent_pays (amount in thirds) */
static void each_opponent_pays(const Config *c, Ledger *l, int seat, int64_t amount, int kind) {
    for (int i = 0; i < c->nactive; i++) {
        int other = (int)c->active[i];
        if (other == seat) continue;
        l->net[seat] += amount, l->net[other] -= amount;
        l->kind[kind][seat] += amount, l->kind[kind][other] -= amount;
    }
}
static void pay(Ledger *l, int payer, int payee, int64_t amount, int kind) {
    l->net[payer] -= amount, l->net[payee] += amount;
    l->kind[kind][payer] -= amount, l->kind[kind][payee] += amount;
}

/* A pile: the cards in the order they came (the Fool's exchange gives the first card of the
 * lowest value), and as a mask. */
typedef struct {
    int cards[CARDS], size;
    mask_t bits;
} Pile;

static void pile_add(Pile *p, int card) { p->cards[p->size++] = card, p->bits |= BIT(card); }

static void pile_remove(Pile *p, int card) { /* list.remove: the first of it */
    int i = 0;
    while (p->cards[i] != card) i++;
    for (; i + 1 < p->size; i++) p->cards[i] = p->cards[i + 1];
    p->size--, p->bits &= ~BIT(card);
}

/* mirrors: tarock.scoring.counting._lowest: the first card of the lowest value, not the Fool */
static int pile_lowest(const Config *c, const Pile *p) {
    int best = -1;
    for (int i = 0; i < p->size; i++) {
        int card = p->cards[i];
        if (card != c->fool && (best < 0 || c->value[card] < c->value[best])) best = card;
    }
    return best;
}

/* mirrors: tarock.scoring.counting._pay_debts */
static void pay_debts(const Config *c, Pile *piles, int owner, int *owed, int *nowed) {
    while (*nowed) {
        int card = pile_lowest(c, &piles[owner]);
        if (card < 0) return;
        pile_remove(&piles[owner], card);
        int to = owed[0];
        for (int i = 1; i < *nowed; i++) owed[i - 1] = owed[i];
        (*nowed)--;
        pile_add(&piles[to], card);
    }
}

/* mirrors: tarock.scoring.counting.piles */
static void piles_of(const Rules *r, const State *s, Pile *piles) {
    const Config *c = r->c;
    int at_end = (int)c->fool_exchange_at_end, owed[MAXTRICKS], nowed = 0, owner = -1;
    for (int i = 0; i < MAXSEATS; i++) piles[i].size = 0, piles[i].bits = 0;
    int discarder = s->declarer >= 0 ? s->declarer : (int)c->dealer;
    for (int i = 0; i < s->ndiscard; i++) pile_add(&piles[discarder], s->discard[i]);
    for (int t = 0; t < s->ntricks; t++) {
        int winner = s->t_winner[t], number = t + 1, place = -1;
        for (int i = 0; i < c->nactive; i++) {
            pile_add(&piles[winner], s->t_cards[t][i]);
            if (s->t_cards[t][i] == c->fool) place = i;
        }
        if (nowed && winner == owner && !at_end) pay_debts(c, piles, winner, owed, &nowed);
        if (!c->excuse || place < 0) continue;
        owner = s->t_seats[t][place];
        int captured = c->fool_captured_from && number >= c->fool_captured_from;
        if (captured || owner == winner) continue;
        pile_remove(&piles[winner], (int)c->fool);
        pile_add(&piles[owner], (int)c->fool);
        owed[nowed++] = winner;
        if (!at_end) pay_debts(c, piles, owner, owed, &nowed);
    }
    if (at_end && owner >= 0 && nowed) {
        if (s->won[owner] == 0) {
            pile_remove(&piles[owner], (int)c->fool);
            pile_add(&piles[owed[--nowed]], (int)c->fool);
        } else {
            pay_debts(c, piles, owner, owed, &nowed);
        }
    }
}

/* mirrors: tarock.scoring.counting.count, in thirds, of a mask */
static int64_t thirds_of(const Config *c, mask_t cards) {
    int64_t values = 0;
    int size = 0;
    for (int i = 0; i < CARDS; i++)
        if (cards & BIT(i)) values += c->value[i], size++;
    return 3 * values - 2 * size;
}

static int64_t pile_thirds(const Config *c, const Pile *p) {
    int64_t values = 0;
    for (int i = 0; i < p->size; i++) values += c->value[p->cards[i]];
    return 3 * values - 2 * p->size;
}

static int is_honour(const Rules *r, int card) { return (BIT(card) & (r->pagat | r->kings)) != 0; }

/* floor division, as Python's // */
static int64_t floordiv(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* mirrors: tarock.scoring.settlement.banded: 5 * ((2 * diff + 5) // 10), in thirds */
static int64_t banded(int64_t diff) { return 15 * floordiv(2 * diff + 15, 30); }

#define NSETTLE LEN(CARD_SETTLEMENTS)

/* mirrors: tarock.scoring.settlement.card_point_nets: each active seat's game points for its
 * card points under `rule` (an index in CARD_SETTLEMENTS), in thirds; they sum to zero */
static void card_point_nets(const Config *c, const int64_t *points, int rule, int64_t *nets) {
    int absorber = (int)c->next[c->dealer];
    int64_t sum = 0;
    for (int i = 0; i < MAXSEATS; i++) nets[i] = 0;
    if (rule == S_NONE) return;
    for (int i = 0; i < c->nactive; i++) {
        int seat = (int)c->active[i];
        int64_t diff = points[seat] - 3 * c->par;
        if (rule == S_EXACT) nets[seat] = diff;
        else if (rule == S_BANDS_EACH || seat != absorber) nets[seat] = banded(diff), sum += nets[seat];
    }
    if (rule == S_BANDS_EACH) /* each his band from each other: n * band - the bands' sum */
        for (int i = 0; i < c->nactive; i++)
            nets[c->active[i]] = c->nactive * nets[c->active[i]] - sum;
    else if (rule != S_EXACT) nets[absorber] = -sum;
}

/* mirrors: tarock.scoring.settlement.settle_contract (with _contract_ultimo): each
 * defender pays the declarer (a negative amount: is paid by him) */
static void settle_contract(const Rules *r, const State *s, Ledger *l, const Pile *piles) {
    const Config *c = r->c;
    int declarer = s->declarer;
    const int64_t *game = c->games + s->bid * GAMEW;
    if (!game[G_PLAYED]) { /* the 1821 Tapper: its value, and nothing else */
        each_opponent_pays(c, l, declarer, 3 * game[G_VALUE], K_CONTRACT);
        return;
    }
    /* side_piles: his pile; the defenders' piles and the talon cards left to them */
    mask_t ours = piles[declarer].bits, theirs = 0;
    for (int i = 0; i < c->nactive; i++)
        if (c->active[i] != declarer) theirs |= piles[c->active[i]].bits;
    if (s->half < 0) theirs |= talon_half(r, s, LOWER) | talon_half(r, s, UPPER);
    else theirs |= talon_half(r, s, s->half == LOWER ? UPPER : LOWER);
    int64_t points = thirds_of(c, ours);
    l->sides[0] = points, l->sides[1] = thirds_of(c, theirs), l->has_sides = 1;
    int ultimo = -1, valat = -1;
    for (int i = 0; i < s->nann; i++) {
        if (s->ann_kind[i] == ULTIMO) ultimo = s->ann_seat[i];
        if (s->ann_kind[i] == VALAT) valat = s->ann_seat[i];
    }
    int64_t silent = game[G_VALAT_SILENT], loud = game[G_VALAT_LOUD];
    int tricks = s->ntricks, taken = s->won[declarer];
    int64_t amount;
    if (valat >= 0) amount = taken == tricks ? loud : -loud;
    else if (taken == tricks) amount = silent;
    else if (taken == 0) amount = -silent;
    else /* won_by_points: rounded to the nearest point (thirds never halve) */
        amount = floordiv(points + 1, 3) >= c->par ? game[G_VALUE] : -game[G_VALUE];
    each_opponent_pays(c, l, declarer, 3 * amount, K_CONTRACT);
    /* _contract_ultimo */
    int t = tricks - 1, winner = s->t_winner[t], played = 0, in_last = 0;
    for (int i = 0; i < c->nactive; i++) {
        if (s->t_cards[t][i] == c->pagat) in_last = 1, played = s->t_seats[t][i] == winner;
    }
    if (ultimo >= 0) {
        int made = played && winner == ultimo;
        int sign = ((ultimo == declarer) ? 1 : -1) * (made ? 1 : -1);
        each_opponent_pays(c, l, declarer, 3 * sign * c->pagat_ultimo_announced * game[G_BONUS],
                           K_PAGAT_ULTIMO);
    } else if (in_last) {
        int sign = winner == declarer ? 1 : -1;
        each_opponent_pays(c, l, declarer, 3 * sign * c->pagat_ultimo * game[G_BONUS],
                           K_PAGAT_ULTIMO);
    }
    /* Trull and four Kings, to the side that ends with all of them */
    const mask_t sets[2] = {r->trull_cards, r->kings};
    const int64_t values[2] = {c->trull, c->four_kings};
    const int kinds[2] = {K_TRULL, K_KINGS};
    for (int k = 0; k < 2; k++) {
        if (values[k] && (ours & sets[k]) == sets[k])
            each_opponent_pays(c, l, declarer, 3 * values[k], kinds[k]);
        else if (values[k] && (theirs & sets[k]) == sets[k])
            each_opponent_pays(c, l, declarer, -3 * values[k], kinds[k]);
    }
}

/* mirrors: tarock.scoring.settlement._ultimos_lost: each ultimo card beaten in the last
 * trick, its penalty and what goes into its pot (`before`: the pots before the last trick) */
static void ultimos_lost(const Rules *r, const State *s, Ledger *l, const int64_t *before) {
    const Config *c = r->c;
    int t = s->ntricks - 1, winner = s->t_winner[t];
    for (int i = 0; i < c->nactive; i++) {
        int card = s->t_cards[t][i], seat = s->t_seats[t][i];
        if (!is_honour(r, card) || seat == winner) continue;
        int pagat = card == c->pagat, pot = pagat ? POT_PAGAT : POT_KING;
        int kind = pagat ? K_PAGAT_ULTIMO : K_KING_ULTIMO;
        int64_t lost = 3 * (pagat ? c->pagat_ultimo_lost : c->king_ultimo_lost);
        each_opponent_pays(c, l, seat, -lost, kind);
        pay_pot(l, seat, pot, c->failed_double ? before[pot] : c->failed_penalty ? lost : 0, kind);
    }
}

/* mirrors: tarock.scoring.settlement._ultimos_won: the ultimo card that wins the last trick,
 * its bonus and its whole pot (none if a Nolo or a Vole makes it `void`) */
static void ultimos_won(const Rules *r, const State *s, Ledger *l, int void_) {
    const Config *c = r->c;
    int t = s->ntricks - 1, winner = s->t_winner[t];
    for (int i = 0; i < c->nactive; i++) {
        int card = s->t_cards[t][i], seat = s->t_seats[t][i];
        if (!is_honour(r, card) || seat != winner || void_) continue;
        int pagat = card == c->pagat, pot = pagat ? POT_PAGAT : POT_KING;
        int kind = pagat ? K_PAGAT_ULTIMO : K_KING_ULTIMO;
        each_opponent_pays(c, l, seat, 3 * (pagat ? c->pagat_ultimo : c->king_ultimo), kind);
        if (c->ultimo_takes_pot) pay_pot(l, seat, pot, -l->pot[pot], kind);
    }
}

/* mirrors: tarock.scoring.settlement.settle */
static int settle(const Rules *r, const State *s, Ledger *l, int64_t *points) {
    const Config *c = r->c;
    memset(l, 0, sizeof *l);
    l->pot[POT_KING] = s->pots_start[POT_KING], l->pot[POT_PAGAT] = s->pots_start[POT_PAGAT];
    Pile piles[MAXSEATS];
    piles_of(r, s, piles);
    for (int i = 0; i < MAXSEATS; i++) points[i] = 0;
    for (int i = 0; i < c->nactive; i++)
        points[c->active[i]] = pile_thirds(c, &piles[c->active[i]]);
    if (s->redealt) return 0;
    for (int i = 0; i < c->nactive; i++) { /* declarations */
        int seat = (int)c->active[i];
        each_opponent_pays(c, l, seat, 3 * (int64_t)s->holdings[seat], K_DECL);
    }
    if (s->declarer >= 0) {
        settle_contract(r, s, l, piles);
        return 0;
    }
    /* Outcome.of */
    int vole = -1, nolo = -1, total = s->ntricks;
    for (int i = 0; i < c->nactive && vole < 0; i++)
        if (s->won[c->active[i]] == total) vole = (int)c->active[i];
    for (int i = 0; i < c->nactive && vole < 0 && nolo < 0; i++)
        if (s->won[c->active[i]] == 0) nolo = (int)c->active[i];
    /* _honours_in_play */
    for (int t = 0; t + 1 < s->ntricks; t++) {
        int winner = s->t_winner[t];
        for (int i = 0; i < c->nactive; i++) {
            int card = s->t_cards[t][i], seat = s->t_seats[t][i];
            if (!is_honour(r, card)) continue;
            int pagat = card == c->pagat, kind = pagat ? K_PAGAT : K_KINGS;
            if (seat == winner)
                each_opponent_pays(c, l, seat, 3 * (pagat ? c->pagat_home : c->king_home), kind);
            else {
                each_opponent_pays(c, l, seat, -3 * (pagat ? c->pagat_captured : c->king_captured),
                                   kind);
                pay_pot(l, seat, pagat ? POT_PAGAT : POT_KING,
                        3 * (pagat ? c->pagat_captured_pot : c->king_captured_pot), kind);
            }
        }
    }
    /* _last_trick: the failures first, or with ultimo_success_first the success first */
    int t = s->ntricks - 1, winner = s->t_winner[t], ultimos = 0;
    int cancelled = nolo >= 0 && c->nolo_cancels, replaced = vole >= 0 && c->vole_replaces_ultimo;
    int64_t before[POTS] = {l->pot[POT_KING], l->pot[POT_PAGAT]}; /* the pots before the trick */
    for (int i = 0; i < c->nactive; i++) ultimos += is_honour(r, s->t_cards[t][i]);
    if (c->ultimo_success_first) {
        ultimos_won(r, s, l, cancelled || replaced);
        if (vole >= 0 && c->vole_takes_pots) /* _vole_takes_pots: a success too, first */
            for (int pot = 0; pot < POTS; pot++) pay_pot(l, vole, pot, -l->pot[pot], K_VOLE);
        ultimos_lost(r, s, l, before);
    } else {
        ultimos_lost(r, s, l, before);
        ultimos_won(r, s, l, cancelled || replaced);
    }
    if (c->last_trick && !ultimos && !cancelled && !replaced)
        each_opponent_pays(c, l, winner, 3 * c->last_trick, K_LAST);
    /* _vole_and_nolo */
    for (int i = 0; i < c->nactive; i++) {
        int seat = (int)c->active[i], item = -1;
        for (int a = 0; a < s->nann; a++)
            if (s->ann_seat[a] == seat) item = a; /* the last one, as a dict keeps it */
        int is_vole = seat == vole, is_nolo = seat == nolo;
        if (item < 0 && !is_vole && !is_nolo) continue;
        int called = item < 0 ? -1 : s->ann_kind[item];
        if (item >= 0) {
            int trick = s->ann_trick[item], made;
            int64_t value = 0, lost = 0;
            if (called == VOLE) {
                for (int k = 0; k < c->nvole_tiers; k++)
                    if (trick <= c->vole_tiers[2 * k]) {
                        value = lost = c->vole_tiers[2 * k + 1];
                        break;
                    }
                made = is_vole;
            } else {
                for (int k = 0; k < c->nnolo_tiers; k++)
                    if (trick <= c->nolo_tiers[3 * k]) {
                        value = c->nolo_tiers[3 * k + 1], lost = c->nolo_tiers[3 * k + 2];
                        break;
                    }
                made = is_nolo;
            }
            int kind = called == VOLE ? K_VOLE : K_NOLO;
            each_opponent_pays(c, l, seat, made ? 3 * value : -3 * lost, kind);
        }
        if (is_vole && called != VOLE) each_opponent_pays(c, l, seat, 3 * c->vole, K_VOLE);
        if (is_vole && c->vole_takes_pots && !c->ultimo_success_first)
            for (int pot = 0; pot < POTS; pot++) pay_pot(l, seat, pot, -l->pot[pot], K_VOLE);
        if (is_nolo && called != NOLO) each_opponent_pays(c, l, seat, 3 * c->nolo, K_NOLO);
    }
    /* _fool_kept */
    if (c->fool_kept_no_trick)
        for (int i = 0; i < c->nactive; i++) {
            int seat = (int)c->active[i];
            if (s->won[seat] == 0 && (piles[seat].bits & r->fool))
                each_opponent_pays(c, l, seat, 3 * c->fool_kept_no_trick, K_FOOL);
        }
    /* _card_points: card_point_nets, then the payments settle_card_points makes */
    if (c->card_settlement == S_NONE) return 0;
    if (nolo >= 0 && c->nolo_cancels) return 0;
    if (vole >= 0 && c->vole_cancels_card_points) return 0;
    int64_t nets[MAXSEATS];
    int absorber = (int)c->next[c->dealer];
    if (c->card_settlement == S_BANDS_EACH) { /* each his rounded amount from each opponent */
        for (int i = 0; i < c->nactive; i++) {
            int seat = (int)c->active[i];
            each_opponent_pays(c, l, seat, banded(points[seat] - 3 * c->par), K_CARDS);
        }
        return 0;
    }
    card_point_nets(c, points, (int)c->card_settlement, nets); /* banded: the absorber balancing */
    /* settle_card_points: with the Eldest rule everyone settles with the absorber; else the
     * player alone on his side of the par pays or is paid by each other his own amount */
    int winners[MAXSEATS], losers[MAXSEATS], nw = 0, nl = 0;
    for (int i = 0; i < c->nactive; i++) {
        int seat = (int)c->active[i];
        if (nets[seat] > 0) winners[nw++] = seat;
        if (nets[seat] < 0) losers[nl++] = seat;
    }
    if (c->card_settlement == S_BANDS_ELDEST) {
        for (int i = 0; i < c->nactive; i++)
            if (c->active[i] != absorber) pay(l, absorber, (int)c->active[i], nets[c->active[i]], K_CARDS);
    } else if (nw == 1) {
        for (int i = 0; i < nl; i++) pay(l, losers[i], winners[0], -nets[losers[i]], K_CARDS);
    } else if (nw && nl) { /* nobody on one side of the par: nobody pays */
        for (int i = 0; i < nw; i++) pay(l, losers[0], winners[i], nets[winners[i]], K_CARDS);
    }
    return 0;
}

/* ================================================================ the search player's worlds
 * Section of its own (tarock.players.worlds and tarock.search.player in C): the unseen cards dealt again,
 * the declarations repaired, the history replayed in the world, and each legal action played
 * out from it, all from one tarock.rng.Rng stream, draw for draw as the Python reference
 * draws it. Where the Python reference gives up on a world (TRIES worlds dealt, none
 * replayed), this hands back to it with the stream where it stands.
 */

#define MAXPLACES (MAXSEATS + 2)
#define MAXHISTORY 400
#define FACTORIALS 79 /* n! for n = 0 .. 78 */
#define FACTW 9       /* words a factorial's row takes: words, n! (when one word), limit (7) */

/* What one seat knows of a deal (tarock.players.worlds.View and what _replayed reads of the state),
 * filled by tarock.fast.tables.view_values in this order. */
#define VIEW_FIELDS(S, A)                                                                   \
    S(seat) S(nplaces) A(place, 6) A(size, 6) S(nhidden) A(hidden, 78) A(allowed, 78)       \
    S(trump_place) A(declared, 4) A(declared_value, 4) A(declared_shown, 8) A(since, 8)     \
    A(base, 8) A(place_of, 4) S(discarder) S(declarer) S(hidden_discard) S(discard_place)    \
    A(discard_mask, 2) A(hidden_mask, 2) A(taken, 2) S(talon_place) A(talon, 16)            \
    A(nameable, 1) S(nhistory) A(history, 400) A(movers, 400) S(end_to_move) S(end_phase)    \
    A(pots_start, 2)

typedef struct {
    VIEW_FIELDS(DECLARE_SCALAR, DECLARE_ARRAY)
} ViewWords;

/* A Rng's draw below n (any n up to 78!), with the factorials' table (tables.factorials). */
static void rng_shuffled(uint64_t *state, const int64_t *facts, int *items, int n) {
    const int64_t *row = facts + n * FACTW;
    if (row[0] == 1) { /* n! in one word: Rng.below's one-word draw, then its digits */
        uint64_t x = below(state, (uint64_t)row[1]);
        for (int i = n - 1; i > 0; i--) {
            int j = (int)(x % (uint64_t)(i + 1)), t = items[i];
            x /= (uint64_t)(i + 1);
            items[i] = items[j], items[j] = t;
        }
        return;
    }
    shuffle_words(state, (int)row[0], row + 2, items, n);
}

/* mirrors: tarock.players.worlds._deal_hidden (strict): a mask a place into bits; 0 if stuck. With
 * `trump_place`, a world whose place has no trump is refused (what the table was told). */
static int deal_hidden(const Rules *r, const ViewWords *v, const int64_t *facts, uint64_t *rng,
                       mask_t *bits) {
    int order[CARDS], count[CARDS], room[MAXPLACES], n = (int)v->nhidden;
    for (int i = 0; i < n; i++) order[i] = i; /* indices into v->hidden */
    rng_shuffled(rng, facts, order, n);
    for (int i = 0; i < n; i++) count[i] = popcount((mask_t)v->allowed[order[i]]);
    for (int i = 1; i < n; i++) { /* list.sort by len(allowed): stable */
        int o = order[i], k = count[i], j = i - 1;
        for (; j >= 0 && count[j] > k; j--) order[j + 1] = order[j], count[j + 1] = count[j];
        order[j + 1] = o, count[j + 1] = k;
    }
    for (int p = 0; p < v->nplaces; p++) room[p] = (int)v->size[p], bits[p] = 0;
    for (int i = 0; i < n; i++) {
        int64_t allowed = v->allowed[order[i]];
        uint64_t total = 0;
        for (int p = 0; p < v->nplaces; p++)
            if (allowed >> p & 1) total += (uint64_t)room[p];
        if (!total) return 0;
        int64_t pick = (int64_t)below(rng, total);
        int p = 0;
        for (; p < v->nplaces; p++)
            if (allowed >> p & 1 && (pick -= room[p]) < 0) break;
        room[p]--;
        bits[p] |= BIT((int)v->hidden[order[i]]);
    }
    if (v->trump_place >= 0 && !(bits[v->trump_place] & r->trumps)) return 0;
    return 1;
}

/* Whether the hand of the seat at place p declares other than it did (names compared as
 * the worth and the cards shown: the cards shown are pinned, their neighbours barred). */
static int misdeclared_at(const Rules *r, const ViewWords *v, const mask_t *bits, int p) {
    int seat = (int)v->place[p];
    mask_t shown;
    int value = declarations(r, bits[p] | M(v->since + 2 * seat), &shown);
    return value != v->declared_value[seat] || shown != M(v->declared_shown + 2 * seat);
}

/* mirrors: tarock.players.worlds._misdeclared, as a list of place indices */
static int misdeclared(const Rules *r, const ViewWords *v, const mask_t *bits, int *wrong) {
    int n = 0;
    for (int p = 0; p < v->nplaces; p++)
        if (v->place[p] >= 0 && v->declared[v->place[p]] && misdeclared_at(r, v, bits, p))
            wrong[n++] = p;
    return n;
}

/* mirrors: tarock.players.worlds._repair (REPAIRS swaps at most; the told trump kept) */
static int repair(const Rules *r, const ViewWords *v, mask_t *bits, uint64_t *rng, int repairs) {
    int wrong[MAXPLACES], nwrong = misdeclared(r, v, bits, wrong), now[MAXPLACES], others[MAXPLACES];
    for (int tries = 0; tries < repairs; tries++) {
        if (!nwrong) return 1;
        int here = wrong[below(rng, (uint64_t)nwrong)], nothers = 0;
        for (int p = 0; p < v->nplaces; p++)
            if (p != here && bits[p]) others[nothers++] = p;
        if (!nothers || !bits[here]) return 0; /* Python's choice of nothing raises */
        int there = others[below(rng, (uint64_t)nothers)];
        int a = kth(bits[here], (int)below(rng, (uint64_t)popcount(bits[here])));
        int b = kth(bits[there], (int)below(rng, (uint64_t)popcount(bits[there])));
        int ia = 0, ib = 0; /* the cards' rows in the view */
        while (v->hidden[ia] != a) ia++;
        while (v->hidden[ib] != b) ib++;
        if (!(v->allowed[ia] >> there & 1) || !(v->allowed[ib] >> here & 1)) continue;
        mask_t swap = BIT(a) | BIT(b);
        bits[here] ^= swap, bits[there] ^= swap;
        int nnow = misdeclared(r, v, bits, now), told = (int)v->trump_place;
        if (nnow > nwrong || (told >= 0 && !(bits[told] & r->trumps))) {
            bits[here] ^= swap, bits[there] ^= swap;
        } else {
            nwrong = nnow;
            memcpy(wrong, now, sizeof now);
        }
    }
    return !nwrong;
}

/* mirrors: State.apply's check (tarock.engine.legal.legal_actions, the action in it); a
 * declaration is checked as its worth and the cards it shows against those made. */
static int legal_code(const Rules *r, const ViewWords *v, const State *s, int code) {
    const Config *c = r->c;
    int kind = code >> 8, arg = code & 255, seat = s->to_move;
    switch (s->phase) {
    case P_PLAY: {
        if (s->naming >= 0) return kind == A_NAME && (v->nameable[0] & names_now(r, s)) >> arg & 1;
        int fool_too;
        mask_t legal = play_groups(r, s, &fool_too);
        if (fool_too) legal |= r->fool;
        return kind == A_PLAY && (legal & BIT(arg)) != 0;
    }
    case P_DISCARD:
        return kind == A_DISCARD && (discard_allowed(r, s) & BIT(arg)) != 0;
    case P_DECLARE: {
        if (kind != A_DECLARE || !v->declared[seat]) return 0;
        mask_t hand = s->held[seat], shown; /* State.holding */
        int discarder = s->declarer >= 0 ? s->declarer : (int)c->dealer;
        if (c->declare_laid_away && seat == discarder)
            for (int i = 0; i < s->ndiscard; i++) hand |= BIT(s->discard[i]);
        int value = declarations(r, hand, &shown);
        return value == v->declared_value[seat] && shown == M(v->declared_shown + 2 * seat);
    }
    case P_ANNOUNCE:
        if (kind == A_ANNOUNCE) return announce_kinds(r, s, seat) >> arg & 1;
        if (kind == A_DEMAND) return arg == CLAIM_FOOL && may_demand_fool(r, s, seat);
        return kind == A_PASS;
    case P_BID: {
        int offered[MAXGAMES + 2], n = offered_bids(r, s, offered);
        for (int i = 0; i < n; i++)
            if (offered[i] == code) return 1;
        return 0;
    }
    case P_TALON:
        return kind == A_TAKE && (offered_halves(r, s) >> arg & 1);
    case P_DEAL:
        return code == (A_DEMAND << 8 | CLAIM_REDEAL) || code == A_PASS << 8;
    }
    return 0;
}

/* mirrors: tarock.players.worlds._replayed: the deal replayed with the hidden cards in `bits`; 0 if
 * an action is not legal there or not taken by the same seat, or it ends otherwise. */
static int replayed(const Rules *r, const ViewWords *v, const int64_t *facts, const mask_t *bits,
                    uint64_t *rng, State *s) {
    const Config *c = r->c;
    mask_t discard = M(v->discard_mask), taken = M(v->taken);
    if (v->hidden_discard) discard = (discard & ~M(v->hidden_mask)) | bits[v->discard_place];
    memset(s, 0, sizeof *s);
    for (int seat = 0; seat < c->seats; seat++) {
        int p = (int)v->place_of[seat];
        mask_t held = M(v->base + 2 * seat);
        if (p >= 0) {
            held |= bits[p];
            if (seat == v->discarder) held |= discard;
            if (seat == v->declarer) held &= ~taken;
        }
        s->held[seat] = held;
    }
    if (v->talon_place >= 0) {
        mask_t talon = bits[v->talon_place];
        int n = 0;
        for (; talon; talon &= talon - 1) s->talon[n++] = lowest(talon);
        rng_shuffled(rng, facts, s->talon, n);
    } else {
        for (int i = 0; i < c->talon; i++) s->talon[i] = (int)v->talon[i];
    }
    deal_begin(r, s);
    mask_t laid = v->hidden_discard ? discard & ~M(v->discard_mask) : 0;
    for (int i = 0; i < v->nhistory; i++) {
        int code = (int)v->history[i];
        if (v->hidden_discard && code >> 8 == A_DISCARD && !(BIT(code & 255) & discard)) {
            code = A_DISCARD << 8 | lowest(laid);
            laid &= laid - 1;
        }
        if (s->to_move != v->movers[i] || !legal_code(r, v, s, code)) return 0;
        apply(r, s, code);
    }
    if (s->to_move != v->end_to_move || s->phase != v->end_phase) return 0;
    s->pots_start[0] = v->pots_start[0], s->pots_start[1] = v->pots_start[1];
    return 1;
}

#define OBJ_PAGAT 100 /* the objective loses_pagat (tarock.search.player) */
#define OBJ_TRICK 200 /* OBJ_TRICK + n: the objective wins_trick(n) */

/* mirrors: tarock.search.player.loses_pagat: whether `seat` played its Pagat to a trick
 * another seat won */
static int lost_pagat(const Rules *r, const State *s, int seat) {
    for (int t = 0; t < s->ntricks; t++)
        for (int i = 0; i < r->c->nactive; i++)
            if (BIT(s->t_cards[t][i]) & r->pagat)
                return s->t_winner[t] != seat && s->t_seats[t][i] == seat;
    return 0;
}

/* mirrors: the search player's rollouts (tarock.search.player.SearchPlayer.values with the
 * objectives net, under(rule), wins_trick(n) and loses_pagat): each action taken in `world`
 * and the deal played out by one bot seeded with `seed`; for each of `nsettle` objectives
 * (a card settlement's index: the seat's net settled under it; OBJ_PAGAT, OBJ_TRICK + n: 1
 * or 0) its worth in thirds added to totals[objective * nactions + action]. -1 if a
 * rollout fails. */
static int rollouts_from(const Rules *r, Config *c, const State *world, Bot *bot, int kind,
                         uint64_t seed, int seat, const int *codes, int nactions,
                         const int *settlements, int nsettle, int64_t *totals) {
    int own = (int)c->card_settlement, bad = 0;
    Bot *bots[MAXSEATS] = {bot, bot, bot, bot}; /* one bot plays every seat */
    State s;
    for (int a = 0; a < nactions && !bad; a++) {
        bot->kind = kind;
        if (kind == 0) mt_seed(&bot->mt, seed);
        else bot->rng = seed;
        memcpy(&s, world, sizeof s);
        apply(r, &s, codes[a]);
        while (s.phase != P_DONE && !bad) bad = step(r, &s, bots, NULL);
        for (int k = 0; k < nsettle && !bad; k++) {
            int objective = settlements[k], trick = objective - OBJ_TRICK;
            if (objective == OBJ_PAGAT) {
                totals[k * nactions + a] += 3 * lost_pagat(r, &s, seat);
            } else if (trick >= 1) {
                totals[k * nactions + a] += 3 * (s.ntricks >= trick && s.t_winner[trick - 1] == seat);
            } else {
                Ledger l;
                int64_t points[MAXSEATS];
                c->card_settlement = objective;
                bad = settle(r, &s, &l, points) < 0;
                totals[k * nactions + a] += l.net[seat];
            }
        }
        c->card_settlement = own;
    }
    return bad ? -1 : 0;
}

/* ------------------------------------------------------------------ the calls of the core
 *
 * What the CPython module (_core.c) and the WebAssembly module (_wasm.c) both call, on
 * plain memory: each turns its caller's arguments into these and their results back. */

/* The Rules of a config read (the masks, the seats' rounds). NULL, or what is wrong. */
static const char *rules_of(Config *c, Rules *r) {
    memset(r, 0, sizeof *r);
    r->c = c;
    for (int i = 0; i < SUITS; i++)
        r->follow[i] = M(c->follow + 2 * i), r->suit_masks[i] = M(c->suit_masks + 2 * i);
    r->kings = M(c->kings), r->trumps = M(c->trumps);
    r->fool = BIT((int)c->fool), r->pagat = BIT((int)c->pagat);
    r->d_trumps = M(c->d_trumps), r->d_tarocs = M(c->d_tarocs), r->d_no_king = M(c->d_no_king);
    r->d_no_king_nor_xxi = M(c->d_no_king_nor_xxi), r->d_plain = M(c->d_plain);
    r->d_plain_or_fool = M(c->d_plain_or_fool), r->d_low_trumps = M(c->d_low_trumps);
    r->h_trumps = M(c->h_trumps);
    for (int i = 0; i < LEVELS; i++) r->h_above[i] = M(c->h_above + 2 * i);
    for (int i = 0; i < MAXRANK; i++) {
        r->h_cheap[i] = M(c->h_cheap + 2 * i);
        r->h_lowest_winner[i] = M(c->h_lowest_winner + 2 * i);
        r->h_high_winner[i] = M(c->h_high_winner + 2 * i);
    }
    r->h_high_trumps = M(c->h_high_trumps), r->h_low_trumps = M(c->h_low_trumps);
    r->h_pips = M(c->h_pips), r->h_counters = M(c->h_counters);
    r->h_suit_cards = M(c->h_suit_cards), r->h_tarocs = M(c->h_tarocs);
    for (int i = 0; i < 5; i++) r->h_by_value[i] = M(c->h_by_value + 2 * i);
    for (int i = 0; i < MAXRANK; i++) r->h_give[i] = M(c->h_give + 2 * i);
    r->trull_cards = M(c->trull_cards);
    for (int i = 0; i < c->ndecl && i < MAXDECL; i++) r->decl_bits[i] = M(c->decl + i * DECLW + 1);
    if (c->seats < 1 || c->seats > MAXSEATS || c->nactive < 1 || c->nactive > MAXSEATS)
        return "config: one to four seats";
    for (int i = 0; i < c->nactive; i++)
        for (int k = 0; k < c->nactive; k++)
            r->round[c->active[i]][k] = (int)c->active[(i + k) % c->nactive];
    if (c->ndecl > MAXDECL || c->npackets > MAXPACKETS || c->tricks > MAXTRICKS ||
        c->h_ncheap > MAXRANK || c->h_nlowest_winner > MAXRANK || c->h_nhigh_winner > MAXRANK ||
        c->h_ngive > MAXRANK || c->ngames > MAXGAMES || c->talon > 16)
        return "config: a table is larger than the core holds";
    return NULL;
}

/* mirrors: tarock.rng.bot_seed: each seat's bot seeded for the deal with `seed` (the random
 * bots' Mersenne Twisters seeded side by side) */
static void seed_bots(const Config *c, Bot *bots, uint64_t seed) {
    MT *mts[MAXSEATS];
    uint64_t owns[MAXSEATS];
    int nmt = 0;
    for (int i = 0; i < c->seats; i++) {
        uint64_t own = derive(seed, 1 + (uint64_t)i);
        if (bots[i].kind == 0) mts[nmt] = &bots[i].mt, owns[nmt++] = own;
        else bots[i].rng = own;
    }
    mt_seed_many(mts, owns, nmt);
}

/* The invariants of a finished deal (for the soak): every card of the pack in exactly one
 * place, the card points the whole pack's, the ledger and each kind of payment summing to
 * zero. Returns a reason, or NULL. */
static const char *broken(const Rules *r, const State *s, const Ledger *l, const int64_t *points) {
    const Config *c = r->c;
    mask_t seen = 0;
    int count = 0;
    for (int i = 0; i < s->ndiscard; i++) seen |= BIT(s->discard[i]), count++;
    for (int t = 0; t < s->ntricks; t++)
        for (int i = 0; i < c->nactive; i++) seen |= BIT(s->t_cards[t][i]), count++;
    for (int i = 0; i < c->seats; i++) seen |= s->held[i], count += popcount(s->held[i]);
    mask_t taken = s->half >= 0 ? talon_half(r, s, s->half) : 0; /* in the declarer's hand */
    for (int i = 0; i < c->talon; i++)
        if (!(taken & BIT(s->talon[i]))) seen |= BIT(s->talon[i]), count++;
    mask_t pack = 0;
    for (int i = 0; i < c->pack; i++) pack |= BIT((int)c->pack_cards[i]);
    if (seen != pack || count != c->pack) return "cards not conserved";
    int64_t total = 0, sum = 0;
    for (int i = 0; i < c->seats; i++) total += points[i], sum += l->net[i];
    if (l->has_sides) total = l->sides[0] + l->sides[1];
    int played = s->declarer < 0 || c->games[s->bid * GAMEW + G_PLAYED];
    if (!s->redealt && played && total != c->pack_points) return "card points not the pack's";
    int64_t pots = l->pot[POT_KING] + l->pot[POT_PAGAT];
    if (sum + pots) return "the ledger and the pots do not sum to zero";
    int64_t kinds = 0;
    for (int k = 0; k < NKINDS; k++)
        for (int i = 0; i < c->seats; i++) kinds += l->kind[k][i];
    if (kinds != sum) return "the kinds of payment do not add up to the nets";
    if (l->pot[POT_KING] < 0 || l->pot[POT_PAGAT] < 0) return "a pot below zero";
    return NULL;
}

/* The State of a deal in progress from the words Python gives (tarock.fast.tables). */
static void read_state(const StateWords *w, State *s) {
    memset(s, 0, sizeof *s);
#define COPY_SCALAR(name) s->name = (int)w->name;
    COPY_SCALAR(phase) COPY_SCALAR(to_move) COPY_SCALAR(leader) COPY_SCALAR(led)
    COPY_SCALAR(naming) COPY_SCALAR(ntrick) COPY_SCALAR(ntricks) COPY_SCALAR(nann)
    COPY_SCALAR(npending) COPY_SCALAR(announce_until) COPY_SCALAR(fool_demanded)
    COPY_SCALAR(redealt) COPY_SCALAR(ndiscard) COPY_SCALAR(bid) COPY_SCALAR(bidder)
    COPY_SCALAR(declarer) COPY_SCALAR(half) COPY_SCALAR(nbidding)
    for (int i = 0; i < MAXSEATS; i++) {
        s->trick[i] = (int)w->trick[i], s->trick_seats[i] = (int)w->trick_seats[i];
        s->won[i] = (int)w->won[i], s->pending[i] = (int)w->pending[i];
        s->holdings[i] = (int)w->holdings[i], s->declared[i] = (int)w->declared[i];
        s->bidding[i] = (int)w->bidding[i], s->spoken[i] = (int)w->spoken[i];
        s->held[i] = M(w->held + 2 * i);
    }
    for (int t = 0; t < MAXTRICKS; t++) {
        s->t_winner[t] = (int)w->t_winner[t];
        for (int i = 0; i < MAXSEATS; i++)
            s->t_cards[t][i] = (int)w->t_cards[4 * t + i], s->t_seats[t][i] = (int)w->t_seats[4 * t + i];
    }
    for (int i = 0; i < 16; i++)
        s->ann_seat[i] = (int)w->ann_seat[i], s->ann_kind[i] = (int)w->ann_kind[i],
        s->ann_trick[i] = (int)w->ann_trick[i], s->talon[i] = (int)w->talon[i];
    for (int i = 0; i < 8; i++) s->discard[i] = (int)w->discard[i];
    s->pots_start[0] = w->pots_start[0], s->pots_start[1] = w->pots_start[1];
}

/* The deal `start` with the action `code` taken and played to its end by one bot of `kind`
 * seeded with `seed` in every seat, settled with the pots it began with: `seat`'s net in
 * thirds into *net (the search player's rollouts: tarock.search.player._played_out and
 * net). 0, or -1 if it could not be played out. */
static int play_on_one(const Rules *r, const State *start, State *s, Bot *bot, int kind,
                       uint64_t seed, int seat, int code, int64_t *net) {
    Bot *bots[MAXSEATS] = {bot, bot, bot, bot}; /* one bot plays every seat */
    Ledger l;
    int64_t points[MAXSEATS];
    bot->kind = kind;
    if (kind == 0) mt_seed(&bot->mt, seed);
    else bot->rng = seed;
    memcpy(s, start, sizeof *s);
    apply(r, s, code);
    while (s->phase != P_DONE)
        if (step(r, s, bots, NULL)) return -1;
    if (settle(r, s, &l, points) < 0) return -1;
    *net = l.net[seat];
    return 0;
}

#define MAXACTIONS 256 /* the actions a search weighs */
#define MAXSETTLE 8    /* the settlements it totals them under */

/* What a search over worlds asks (core_search_worlds): the view, the factorials, the worlds
 * first .. first + count - 1, their rollouts and bots, the actions and the objectives (as
 * rollouts_from reads them). */
typedef struct {
    const ViewWords *v;
    const int64_t *facts;
    int first, count, rollouts, kind, tries, repairs;
    uint64_t seed;
    const int *codes, *settlements;
    int nactions, nsettle;
} WorldsAsk;

/* What it gives: the worlds done, the Rng state after them, whether it gave up (and then
 * the places last dealt, if any were), totals in thirds [settlement][action]. */
typedef struct {
    int done, gave_up, have_last;
    uint64_t rng;
    mask_t last[MAXPLACES];
    int64_t *totals;
} WorldsFound;

/* Whether another seat has declared (tarock.players.worlds.View.declared). */
static int others_declared(const ViewWords *v) {
    int declared = 0;
    for (int p = 0; p < v->nplaces; p++) declared |= v->place[p] >= 0 && v->declared[v->place[p]];
    return declared;
}

/* The next world of a search (tarock.players.worlds.sample) into `world`, dealt from the Rng
 * state f->rng in at most a->tries tries (the places last dealt kept in f->last); 0, with
 * f->gave_up set, if none could be dealt. */
static int next_world(const Rules *r, const WorldsAsk *a, int declared, State *world,
                      WorldsFound *f) {
    mask_t bits[MAXPLACES];
    f->have_last = 0;
    for (int t = 0; t < a->tries; t++) {
        if (!deal_hidden(r, a->v, a->facts, &f->rng, bits)) continue;
        int repaired = !declared || repair(r, a->v, bits, &f->rng, a->repairs);
        memcpy(f->last, bits, sizeof bits), f->have_last = 1;
        if (repaired && replayed(r, a->v, a->facts, bits, &f->rng, world)) return 1;
    }
    f->gave_up = 1;
    return 0;
}

/* World f->done's actions played out (SearchPlayer.values): a->rollouts rollouts, the bots
 * of rollout k seeded derive(derive(seed, first + done), k), into f->totals. 0, or -1 if a
 * rollout failed. */
static int play_world_out(const Rules *r, Config *c, const WorldsAsk *a, const State *world,
                          Bot *bot, WorldsFound *f) {
    uint64_t own = derive(a->seed, (uint64_t)(a->first + f->done));
    for (int k = 0; k < a->rollouts; k++)
        if (rollouts_from(r, c, world, bot, a->kind, derive(own, (uint64_t)k), (int)a->v->seat,
                          a->codes, a->nactions, a->settlements, a->nsettle, f->totals) < 0)
            return -1;
    return 0;
}

/* Whether the view or the actions are more than the core holds. */
static int worlds_too_large(const WorldsAsk *a) {
    const ViewWords *v = a->v;
    return v->nplaces > MAXPLACES || v->nhidden > CARDS || v->nhistory > MAXHISTORY ||
           a->nactions > MAXACTIONS || a->nsettle > MAXSETTLE || a->nactions < 0 ||
           a->nsettle < 0;
}

/* The search player's worlds (tarock.players.worlds.sample, SearchPlayer.values): each
 * world dealt from the Rng state `f->rng` (next_world), its actions played out from it
 * (play_world_out). 0, -1 if a rollout failed, -2 if the view or the actions are more
 * than the core holds, or an objective is none it knows. `c` is r's config, which the
 * rollouts settle again under each settlement. */
static int search_worlds_run(const Rules *r, Config *c, const WorldsAsk *a, State *world,
                             Bot *bot, WorldsFound *f) {
    if (worlds_too_large(a)) return -2;
    for (int k = 0; k < a->nsettle; k++) {
        int objective = a->settlements[k];
        if (!((objective >= 0 && objective < NSETTLE) || objective == OBJ_PAGAT ||
              (objective > OBJ_TRICK && objective <= OBJ_TRICK + MAXTRICKS)))
            return -2;
    }
    int declared = others_declared(a->v);
    f->done = f->gave_up = f->have_last = 0;
    for (; f->done < a->count; f->done++) {
        if (!next_world(r, a, declared, world, f)) return 0;
        if (play_world_out(r, c, a, world, bot, f) < 0) return -1;
    }
    return 0;
}

/* ============================================================== the rows of a simulation
 *
 * What `tarock simulate` builds its rows from, deal by deal: the words of a Summary
 * (tarock.scoring.summary.Summary, read by tarock.fast.summaries), for a run of deals as
 * tarock.analysis.rows.Batch.rows plays them when the rule set keeps no pots.
 */

#define SUMMARY_FIELDS(S, A)                                                                 \
    S(seed) S(redeals) S(dealer) S(nactive) A(active, 4) S(absorber) A(hands, 8) A(won, 4)   \
    A(points, 4) A(side_points, 4) S(discarder) S(discard_points) A(trumps, 4)               \
    A(declarations, 4) A(declared_value, 4) A(declared, 4 * MAXDECL) A(other, 4)             \
    A(has_other, 4) A(ultimos, 4) S(nann) A(announced, 48) S(bid) S(declarer)                \
    A(kinds, 4 * NKINDS) A(from_pots, 4) A(pot_change, 2) A(pot_taken, 8) A(pots_before, 2)  \
    A(staked, 4) A(rescored, 4 * NSETTLE)

typedef struct {
    SUMMARY_FIELDS(DECLARE_SCALAR, DECLARE_ARRAY)
} SummaryWords;

#define SUMMARY_WORDS ((long long)(sizeof(SummaryWords) / sizeof(int64_t)))

/* A deal's summary into the words of a batch of `n` deals, laid out word by word: word j
 * of deal k at out[j * n + k], each field of every deal in a row (as numpy reads them). */
static void put_summary(int64_t *out, long long n, long long k, const SummaryWords *w) {
    const int64_t *words = (const int64_t *)w;
    for (long long j = 0; j < SUMMARY_WORDS; j++) out[j * n + k] = words[j];
}

/* One deal with the bots seeded from `seed` (tarock.rng.bot_seed), played and settled as
 * core_play plays it, with `pots` in the pots when play begins, its actions traced into
 * `t` if given; the hands as dealt into `dealt`. 0, -1 on an illegal action, -2 if the
 * card points cannot be settled. */
static int play_one(const Rules *r, Bot *bots, uint64_t seed, const int64_t *pots, State *s,
                    Ledger *l, int64_t *points, mask_t *dealt, Trace *t) {
    Bot *seat_bots[MAXSEATS] = {bots, bots + 1, bots + 2, bots + 3};
    seed_bots(r->c, bots, seed);
    deal(r, s, seed);
    s->pots_start[POT_KING] = pots[POT_KING], s->pots_start[POT_PAGAT] = pots[POT_PAGAT];
    for (int i = 0; i < MAXSEATS; i++) dealt[i] = s->held[i];
    while (s->phase != P_DONE)
        if (step(r, s, seat_bots, t) < 0) return -1;
    return settle(r, s, l, points) < 0 ? -2 : 0;
}

/* mirrors: tarock.analysis.rows._hand_after_discard: the hand as dealt, with the talon half taken,
 * less the discard */
static mask_t after_discard_hand(const Rules *r, const State *s, const mask_t *dealt, int seat,
                                 mask_t discard) {
    mask_t hand = dealt[seat];
    if (seat != (s->declarer >= 0 ? s->declarer : (int)r->c->dealer)) return hand;
    if (s->half >= 0) hand |= talon_half(r, s, s->half);
    return hand & ~discard;
}

/* mirrors: tarock.analysis.rows.summary (with _declared, _ultimos, _side_points, _tally, _taken) */
static void summarize(const Rules *r, const State *s, const Ledger *l, const int64_t *points,
                      const mask_t *dealt, uint64_t seed, int redeals, SummaryWords *w) {
    const Config *c = r->c;
    memset(w, 0, sizeof *w);
    w->seed = (int64_t)seed, w->redeals = redeals, w->dealer = c->dealer;
    w->nactive = c->nactive, w->absorber = c->next[c->dealer];
    int discarder = s->declarer >= 0 ? s->declarer : (int)c->dealer; /* State.discarder */
    mask_t discard = 0;
    for (int i = 0; i < s->ndiscard; i++) discard |= BIT(s->discard[i]);
    w->discarder = discarder, w->discard_points = thirds_of(c, discard);
    for (int i = 0; i < MAXSEATS; i++) {
        w->hands[2 * i] = (int64_t)(uint64_t)dealt[i];
        w->hands[2 * i + 1] = (int64_t)(uint64_t)(dealt[i] >> 64);
    }
    int last = s->ntricks - 1, ultimo = s->ntricks > 0 && s->ntricks == c->tricks;
    for (int a = 0; a < c->nactive; a++) {
        int seat = (int)c->active[a];
        w->active[a] = seat;
        w->won[seat] = s->won[seat], w->points[seat] = points[seat];
        w->side_points[seat] = !l->has_sides ? points[seat] : l->sides[seat == s->declarer ? 0 : 1];
        mask_t after = after_discard_hand(r, s, dealt, seat, discard);
        w->trumps[seat] = popcount(after & r->trumps);
        if (s->declared[seat]) { /* the declarations made, placed in the table's rows */
            mask_t made_hand = after, shown_made, shown_found;
            if (c->declare_laid_away && seat == discarder) made_hand |= discard;
            for (int i = 0; i < c->ndecl; i++) {
                int made = declaration(r, i, made_hand, &shown_made);
                if (made < 0) continue;
                int found = declaration(r, i, after, &shown_found);
                w->declarations[seat]++, w->declared_value[seat] += made;
                if (found == made && shown_found == shown_made) w->declared[seat * MAXDECL + i] = made;
                else w->other[seat] += made, w->has_other[seat] = 1;
            }
        }
        for (int k = 0; k < NKINDS; k++) w->kinds[k * 4 + seat] = l->kind[k][seat];
        w->from_pots[seat] = l->from_pots[seat];
        for (int p = 0; p < POTS; p++) w->pot_taken[p * 4 + seat] = l->taken[p][seat];
    }
    if (ultimo) /* the cards played to the last trick: bits pagat, won it, a King, won it */
        for (int i = 0; i < c->nactive; i++) {
            int card = s->t_cards[last][i], seat = s->t_seats[last][i];
            int won = s->t_winner[last] == seat, king = (BIT(card) & r->kings) != 0;
            if (card == c->pagat) w->ultimos[seat] = 1 | won << 1;
            else if (king) w->ultimos[seat] = 4 | won << 3;
        }
    w->nann = s->nann;
    for (int i = 0; i < s->nann; i++) {
        w->announced[3 * i] = s->ann_seat[i], w->announced[3 * i + 1] = s->ann_kind[i];
        w->announced[3 * i + 2] = s->ann_trick[i];
    }
    w->bid = s->bid, w->declarer = s->declarer;
    for (int p = 0; p < POTS; p++) w->pot_change[p] = l->pot[p] - s->pots_start[p];
    for (int rule = 0; rule < NSETTLE; rule++) /* the card points under every rule */
        card_point_nets(c, points, rule, &w->rescored[rule * MAXSEATS]);
}

/* A run's tables and players: a config (and its Rules) for each dealer, the bots, a State. */
typedef struct {
    int seats;
    Config *c;
    Rules *r;
    Bot *bots;
    State *s;
} Run;

/* Whether the run's configs are those of its seats, config d the config of dealer d. */
static int run_dealers(Run *run) {
    for (int d = 0; d < run->seats; d++) {
        run->r[d].c = &run->c[d];
        if (run->c[d].seats != run->seats || run->c[d].dealer != d) return 0;
    }
    return 1;
}

/* Deals start .. stop - 1 of a run seeded with `seed`, deal k dealt by seat k % seats
 * (run->r[k % seats]) with the seed derive(seed, k), dealt again with derive(derive(seed,
 * k), n) after a redeal n (tarock.rng.deal_seed): their Summary words into `words`, word
 * by word (put_summary). 0, or -1 with the seed of the deal that failed in *failed. */
static int summaries_run(Run *run, uint64_t seed, long long start, long long stop, int64_t *words,
                         uint64_t *failed) {
    static const int64_t no_pots[POTS] = {0, 0};
    SummaryWords w;
    for (long long k = start; k < stop; k++) {
        const Rules *rules = &run->r[k % run->seats];
        uint64_t first = derive(seed, (uint64_t)k), own = first;
        int redeals = 0;
        Ledger l;
        int64_t points[MAXSEATS];
        mask_t dealt[MAXSEATS];
        for (;;) {
            if (play_one(rules, run->bots, own, no_pots, run->s, &l, points, dealt, NULL) < 0) {
                *failed = own;
                return -1;
            }
            if (!run->s->redealt) break;
            own = derive(first, (uint64_t)++redeals);
        }
        summarize(rules, run->s, &l, points, dealt, own, redeals, &w);
        put_summary(words, stop - start, k - start, &w);
    }
    return 0;
}

/* mirrors: tarock.scoring.session.stakes: before a session's deal every active seat founds
 * an empty pot, and the dealer stakes (into a just-founded pot only with `on_ante`); into
 * the summary's words: the pots before, each seat's stakes and each pot's change. */
static void stakes(const Config *c, int64_t *pots, const int64_t *stake, SummaryWords *w) {
    int64_t ante = stake[0], dealer_stake = stake[1], on_ante = stake[2];
    for (int p = 0; p < POTS; p++) {
        int founded = pots[p] == 0;
        w->pots_before[p] = pots[p];
        if (founded)
            for (int i = 0; i < c->nactive; i++)
                w->staked[c->active[i]] -= 3 * ante, pots[p] += 3 * ante;
        if (!founded || on_ante) w->staked[c->dealer] -= 3 * dealer_stake, pots[p] += 3 * dealer_stake;
    }
}

/* One session of `deals` deals with the pots carried over, as tarock.play.play_session plays
 * it (tarock.table.Table with session=True): the first dealt by `first_dealer`, deal k with
 * the seed derive(seed, k) (derive(derive(seed, k), n) after redeal n), the stakes before
 * each deal's first dealing, the deal passing on (to the same dealer when a player dealt no
 * trump threw it in). Into `words` (a batch of `n` deals, put_summary), from deal `at` on:
 * the played deals' Summary words, each with the stakes paid before it (`staked`,
 * `pots_before`); into `pots`: the pots at the end (in thirds), for the sharing. 0, or -1
 * with the seed of the deal a bot could not play in *failed. */
static int play_session(Run *run, uint64_t seed, int first_dealer, long long deals,
                        const int64_t *stake, int64_t *words, long long n, long long at,
                        int64_t *pots, uint64_t *failed) {
    SummaryWords staked, summary, *w = &summary;
    State *s = run->s;
    int dealer = first_dealer;
    pots[POT_KING] = pots[POT_PAGAT] = 0;
    for (long long number = 0, attempt = 0; number < deals;) {
        const Rules *rules = &run->r[dealer];
        if (attempt == 0) memset(&staked, 0, sizeof staked), stakes(rules->c, pots, stake, &staked);
        uint64_t first = derive(seed, (uint64_t)number);
        uint64_t own = attempt ? derive(first, (uint64_t)attempt) : first;
        Ledger l;
        int64_t points[MAXSEATS];
        mask_t dealt[MAXSEATS];
        if (play_one(rules, run->bots, own, pots, s, &l, points, dealt, NULL) < 0) {
            *failed = own;
            return -1;
        }
        pots[POT_KING] = l.pot[POT_KING], pots[POT_PAGAT] = l.pot[POT_PAGAT];
        int same = s->redealt && !(rules->c->ngames && s->nbidding == 0); /* ThrownIn.same_dealer */
        if (!same) dealer = (int)rules->c->next[dealer]; /* State.next_dealer */
        if (s->redealt) {
            attempt++;
            continue;
        }
        summarize(rules, s, &l, points, dealt, own, (int)attempt, w);
        for (int i = 0; i < MAXSEATS; i++) {
            w->staked[i] = staked.staked[i];
            w->from_pots[i] += staked.staked[i];
        }
        for (int p = 0; p < POTS; p++) {
            w->pots_before[p] = staked.pots_before[p];
            w->pot_change[p] = pots[p] - staked.pots_before[p];
        }
        put_summary(words, n, at + number, w);
        number++, attempt = 0;
    }
    return 0;
}

/* Deals start .. stop - 1 of a run seeded with `seed` in sessions of `length` deals, as
 * tarock.analysis.rows.Batch.rows plays them with pots: from each `first` of range(start,
 * stop, length), session first // length of min(length, stop - first) deals played by
 * play_session with the seed derive(seed, first // length), first dealt by seat
 * first % seats. Every deal's Summary words into `words` (put_summary), each session's pots
 * at its end into `pots` (two words a session). 0, or -1 with the failed seed in *failed. */
static int sessions_run(Run *run, uint64_t seed, long long start, long long stop, long long length,
                        const int64_t *stake, int64_t *words, int64_t *pots, uint64_t *failed) {
    for (long long first = start, j = 0; first < stop; first += length, j++) {
        long long deals = stop - first < length ? stop - first : length;
        if (play_session(run, derive(seed, (uint64_t)(first / length)), (int)(first % run->seats),
                         deals, stake, words, stop - start, first - start, pots + POTS * j,
                         failed) < 0)
            return -1;
    }
    return 0;
}
