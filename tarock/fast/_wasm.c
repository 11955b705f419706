/* The compiled core for the browser: the game (_game.c) and the solver's search (_solver.c)
 * as a plain WebAssembly module, no C library, no Python. tarock/fast/_wasm.py calls it
 * from Pyodide and gives tarock.fast the same functions as the CPython module (_core.c);
 * `make wasm` (sitegen.wasm) builds it, and the play page's engine carries it.
 *
 * Its calls take only 32-bit numbers and pointers into its memory (a 64-bit word goes
 * through memory, as JavaScript would need a BigInt for it): the caller asks for room with
 * alloc, writes the config, state and seeds there, calls, and reads the answers back; reset
 * gives all the room back. A call answers 0, or a negative number whose meaning it names
 * (the text of a wrong config at error()). layout() describes the words the caller writes
 * and reads, from the same field lists the CPython module exports.
 */
#include <stddef.h>
#include <stdint.h>

void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);
int memcmp(const void *, const void *, size_t);

#define GAME_REALLOC(p, n) ((void)(p), (void)(n), (void *)0) /* no trace is asked for here */
#include "_game.c"

__attribute__((import_module("env"), import_name("now_ms"))) double now_ms(void);
static double now(void) { return now_ms() / 1000.0; }
#include "_solver.c"

#define EXPORT(name) __attribute__((export_name(#name)))

/* ------------------------------------------------------------------------------ memory */

extern unsigned char __heap_base;
static size_t top;

/* Room for `n` bytes, 16-aligned, the memory grown as needed; NULL if it cannot grow. */
static void *take(size_t n) {
    if (!top) top = (size_t)&__heap_base;
    size_t at = (top + 15) & ~(size_t)15, end = at + n;
    size_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have && __builtin_wasm_memory_grow(0, (end - have + 65535) / 65536) == (size_t)-1)
        return NULL;
    top = end;
    return (void *)at;
}

EXPORT(alloc) void *alloc(int n) { return n < 0 ? NULL : take((size_t)n); }
EXPORT(reset) void reset(void) { top = (size_t)&__heap_base; }

static const char *wrong = "";
EXPORT(error) const char *error(void) { return wrong; }

/* The rules of `count` configs from `configs`, into room taken here; NULL if one is wrong. */
static Rules *read_configs(Config *configs, int count) {
    static int prepared;
    if (!prepared) mt_prepare(), prepared = 1; /* as the CPython module does when loaded */
    Rules *r = take(sizeof(Rules) * (size_t)(count > 0 ? count : 1));
    if (!r) return wrong = "out of memory", NULL;
    for (int i = 0; i < count; i++)
        if ((wrong = rules_of(&configs[i], &r[i]))) return NULL;
    wrong = "";
    return r;
}

/* ------------------------------------------------------------------------------ layout */

static char text[8192];
static int used;

static void put(const char *s) {
    while (*s && used < (int)sizeof text - 1) text[used++] = *s++;
}

static void put_number(long long n) {
    char digits[24];
    int k = 0;
    if (n < 0) put("-"), n = -n;
    do digits[k++] = (char)('0' + n % 10), n /= 10;
    while (n);
    while (k) {
        char one[2] = {digits[--k], 0};
        put(one);
    }
}

static void put_names(const char *key, const char **names, int n) {
    put("\""), put(key), put("\":[");
    for (int i = 0; i < n; i++) put(i ? ",\"" : "\""), put(names[i]), put("\"");
    put("],");
}

static void put_size(const char *key, long long n) {
    put("\""), put(key), put("\":"), put_number(n), put(",");
}

#define FIELD_SCALAR(name) put("[\"" #name "\",1],");
#define FIELD_ARRAY(name, n) put("[\"" #name "\","), put_number((long long)(n)), put("],");
#define FIELDS_OF(key, LIST) put("\"" key "\":["), LIST(FIELD_SCALAR, FIELD_ARRAY) used--, put("],");

/* The words and names the caller reads and writes, as JSON: the field lists (name, words),
 * the names of the discard rules, settlements, actions, kinds and phases, and the sizes of
 * what it writes. */
EXPORT(layout) const char *layout(void) {
    if (used) return text;
    put("{");
    FIELDS_OF("FIELDS", CONFIG_FIELDS)
    FIELDS_OF("STATE_FIELDS", STATE_FIELDS)
    FIELDS_OF("VIEW_FIELDS", VIEW_FIELDS)
    FIELDS_OF("SUMMARY_FIELDS", SUMMARY_FIELDS)
    put_names("DISCARD_RULES", DISCARD_RULES, LEN(DISCARD_RULES));
    put_names("CARD_SETTLEMENTS", CARD_SETTLEMENTS, LEN(CARD_SETTLEMENTS));
    put_names("ACTIONS", ACTIONS, LEN(ACTIONS));
    put_names("KINDS", KINDS, NKINDS);
    put_names("PHASES", PHASES, LEN(PHASES));
    put_size("WORDS", CONFIG_WORDS);
    put_size("FACTORIAL_WORDS", FACTW);
    put_size("FACTORIALS", FACTORIALS);
    put_size("MAXDECL", MAXDECL);
    put_size("MAXSEATS", MAXSEATS);
    put_size("MAXPLACES", MAXPLACES);
    put_size("MAXACTIONS", MAXACTIONS);
    put_size("MAXSETTLE", MAXSETTLE);
    put_size("MAXMOVES", MAXMOVES);
    put_size("MAXDEPTH", MAXDEPTH);
    put_size("OBJ_PAGAT", OBJ_PAGAT);
    put_size("OBJ_TRICK", OBJ_TRICK);
    put_size("CONFIG_BYTES", sizeof(Config));
    put_size("STATE_BYTES", sizeof(StateWords));
    put_size("VIEW_BYTES", sizeof(ViewWords));
    put_size("SUMMARY_BYTES", sizeof(SummaryWords));
    put_size("ENTRY_BYTES", sizeof(Entry));
    put("\"CHOICES_BYTES\":"), put_number(sizeof(Choices)), put("}");
    text[used] = 0;
    return text;
}

/* -------------------------------------------------------------------------------- calls */

/* play (core_play): for each of `n` seeds, the seats' nets in thirds into nets[4 * d + seat].
 * -1: a wrong config; -2: a bot chose an illegal action, -3: card points that cannot be
 * settled, the deal's seed in *failed. */
EXPORT(play)
int play(Config *config, const int32_t *kinds, const uint64_t *seeds, int n, int64_t *nets,
         uint64_t *failed) {
    Rules *r = read_configs(config, 1);
    Bot *bots = take(sizeof(Bot) * MAXSEATS);
    State *s = take(sizeof(State));
    if (!r || !bots || !s) return -1;
    for (int i = 0; i < MAXSEATS; i++) bots[i].kind = i < config->seats ? kinds[i] : 0;
    static const int64_t no_pots[POTS] = {0, 0};
    for (int d = 0; d < n; d++) {
        Ledger l;
        int64_t points[MAXSEATS];
        mask_t dealt[MAXSEATS];
        int why = play_one(r, bots, seeds[d], no_pots, s, &l, points, dealt, NULL);
        if (why < 0) return *failed = seeds[d], why - 1;
        for (int i = 0; i < MAXSEATS; i++) nets[MAXSEATS * d + i] = l.net[i];
    }
    return 0;
}

/* play_on (core_play_on): for each of the `n` action codes, `seat`'s net in thirds into out.
 * -1: a wrong config; -2: a rollout could not be played out. */
EXPORT(play_on)
int play_on(Config *config, const StateWords *words, int kind, const uint64_t *seed, int seat,
            const int32_t *codes, int n, int64_t *out) {
    Rules *r = read_configs(config, 1);
    State *start = take(sizeof(State)), *s = take(sizeof(State));
    Bot *bot = take(sizeof(Bot));
    if (!r || !start || !s || !bot) return -1;
    read_state(words, start);
    for (int a = 0; a < n; a++)
        if (play_on_one(r, start, s, bot, kind, *seed, seat, codes[a], &out[a]) < 0) return -2;
    return 0;
}

/* search_worlds (core_search_worlds): numbers[] = first, count, rollouts, kind, tries,
 * repairs, nactions, nsettle; words[] = the Rng state, the seed. Into found[]: the worlds
 * done, gave up, have last, the Rng state after, the places last dealt (two words each);
 * the totals [settlement][action] into totals. -1: a wrong config; -2: a rollout failed;
 * -3: more than the core holds, or an objective it does not know. */
EXPORT(search_worlds)
int search_worlds(Config *config, const ViewWords *view, const int64_t *facts,
                  const uint64_t *words, const int32_t *numbers, const int32_t *codes,
                  const int32_t *settlements, int64_t *totals, int64_t *found) {
    Rules *r = read_configs(config, 1);
    State *world = take(sizeof(State));
    Bot *bot = take(sizeof(Bot));
    if (!r || !world || !bot) return -1;
    WorldsAsk ask = {view, facts, numbers[0], numbers[1], numbers[2], numbers[3], numbers[4],
                     numbers[5], words[1], codes, settlements, numbers[6], numbers[7]};
    WorldsFound f;
    f.rng = words[0], f.totals = totals;
    memset(totals, 0, sizeof(int64_t) * (size_t)(numbers[6] * numbers[7]));
    int why = search_worlds_run(r, config, &ask, world, bot, &f);
    if (why < 0) return why - 1;
    found[0] = f.done, found[1] = f.gave_up, found[2] = f.have_last, found[3] = (int64_t)f.rng;
    for (int p = 0; p < MAXPLACES; p++)
        found[4 + 2 * p] = (int64_t)(uint64_t)f.last[p],
                  found[5 + 2 * p] = (int64_t)(uint64_t)(f.last[p] >> 64);
    return 0;
}

/* The run of `seats` configs (config d dealt by seat d) and bots; NULL if wrong. */
static Run *open_run(Config *configs, int seats, const int32_t *kinds) {
    Run *run = take(sizeof(Run));
    if (!run) return wrong = "out of memory", NULL;
    if (seats < 1 || seats > MAXSEATS) return wrong = "a config and a bot kind a seat", NULL;
    run->seats = seats, run->c = configs, run->r = read_configs(configs, seats);
    run->bots = take(sizeof(Bot) * MAXSEATS), run->s = take(sizeof(State));
    if (!run->r || !run->bots || !run->s) return NULL;
    if (!run_dealers(run)) return wrong = "configs[d] must be the config of dealer d", NULL;
    for (int i = 0; i < seats; i++) run->bots[i].kind = kinds[i];
    return run;
}

/* summaries (core_summaries): range[] = start, stop; the Summary words into words. -1: a
 * wrong config; -2: a bot chose an illegal action, its deal's seed in *failed. */
EXPORT(summaries)
int summaries(Config *configs, int seats, const int32_t *kinds, const uint64_t *seed,
              const int64_t *range, int64_t *words, uint64_t *failed) {
    Run *run = open_run(configs, seats, kinds);
    if (!run) return -1;
    return summaries_run(run, *seed, range[0], range[1], words, failed) < 0 ? -2 : 0;
}

/* session (core_session): numbers[] = deals, ante, dealer's stake, on ante; the Summary
 * words into words, the pots at the end into pots. -1: a wrong config; -2: a bot chose an
 * illegal action, its deal's seed in *failed. */
EXPORT(session)
int session(Config *configs, int seats, const int32_t *kinds, const uint64_t *seed,
            int first_dealer, const int64_t *numbers, int64_t *words, int64_t *pots,
            uint64_t *failed) {
    Run *run = open_run(configs, seats, kinds);
    if (!run) return -1;
    long long deals = numbers[0];
    return play_session(run, *seed, first_dealer, deals, numbers + 1, words, deals, 0, pots,
                        failed) < 0 ? -2 : 0;
}

/* sessions (core_sessions): numbers[] = start, stop, length, ante, dealer's stake, on ante;
 * the Summary words into words, each session's pots at its end into pots. -1: a wrong
 * config; -2: a bot chose an illegal action, its deal's seed in *failed. */
EXPORT(sessions)
int sessions(Config *configs, int seats, const int32_t *kinds, const uint64_t *seed,
             const int64_t *numbers, int64_t *words, int64_t *pots, uint64_t *failed) {
    Run *run = open_run(configs, seats, kinds);
    if (!run) return -1;
    return sessions_run(run, *seed, numbers[0], numbers[1], numbers[2], numbers + 3, words, pots,
                        failed) < 0 ? -2 : 0;
}

/* solve (solve_solve): limits[] = the positions at most, the table's entries; the choices
 * into out, the positions visited into found[0] and why it stopped into found[1] (x->stop).
 * 0 (found[1] 0: solved; 1: out of positions; 2: out of time); -1: a wrong config or no
 * room; -2: no move keeps the value; -4: a line deeper than the stack. */
EXPORT(solve)
int solve(Config *config, const StateWords *words, int objective, const int64_t *limits,
          double seconds, int merge, Choices *out, int64_t *found) {
    Rules *r = read_configs(config, 1);
    Solver *v = take(sizeof(Solver));
    Search *x = take(sizeof(Search));
    long long cap = limits[1] > 0 ? limits[1] : 0;
    Entry *table = take(sizeof(Entry) * (size_t)(cap ? cap : 1));
    if (!r || !v || !x || !table) {
        if (r) wrong = "out of memory";
        return -1;
    }
    memset(x, 0, sizeof *x), memset(table, 0, sizeof(Entry) * (size_t)(cap ? cap : 1));
    x->table = table, x->cap = cap;
    read_state(words, &x->stack[0]);
    int why = solve_choices(x, v, r, objective, limits[0], seconds, merge, out);
    found[0] = x->nodes, found[1] = x->stop;
    return why < 0 ? why - 1 : 0;
}
