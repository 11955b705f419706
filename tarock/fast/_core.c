/* The compiled play core for CPython: the game (_game.c) with its calls for Python, the
 * module tarock.fast reads (tarock/fast/__init__.py). The browser runs the same game
 * through _wasm.c.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define GAME_REALLOC PyMem_Realloc
#include "_game.c"

/* --------------------------------------------------------------------------- Python */

static int read_rules(PyObject *words, Config *c, Rules *r) {
    Py_buffer view;
    if (PyObject_GetBuffer(words, &view, PyBUF_SIMPLE) < 0) return -1;
    if (view.len != (Py_ssize_t)sizeof(Config)) {
        PyBuffer_Release(&view);
        PyErr_Format(PyExc_ValueError, "config: %zd bytes, the core reads %zd", view.len,
                     (Py_ssize_t)sizeof(Config));
        return -1;
    }
    memcpy(c, view.buf, sizeof(Config));
    PyBuffer_Release(&view);
    const char *wrong = rules_of(c, r);
    if (wrong) {
        PyErr_SetString(PyExc_ValueError, wrong);
        return -1;
    }
    return 0;
}


/* play(config, kinds, seeds, trace=False): for each seed, the seats' nets in thirds; with
 * trace, (nets, card points in thirds, nets by kind, actions) per seed. */
static PyObject *core_play(PyObject *self, PyObject *args) {
    PyObject *words, *kinds, *seeds;
    int want_trace = 0;
    if (!PyArg_ParseTuple(args, "OOO|p", &words, &kinds, &seeds, &want_trace)) return NULL;
    Config *c = PyMem_Malloc(sizeof(Config));
    Rules *r = PyMem_Malloc(sizeof(Rules));
    Bot *bots = PyMem_Malloc(sizeof(Bot) * MAXSEATS);
    PyObject *seq = NULL, *out = NULL;
    if (!c || !r || !bots) {
        PyErr_NoMemory();
        goto done;
    }
    if (read_rules(words, c, r) < 0) goto done;
    int seats = (int)c->seats;
    if (!PyTuple_Check(kinds) || PyTuple_GET_SIZE(kinds) != seats) {
        PyErr_SetString(PyExc_ValueError, "kinds: one bot kind a seat");
        goto done;
    }
    for (int i = 0; i < seats; i++) bots[i].kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(kinds, i));
    if (PyErr_Occurred()) goto done;
    seq = PySequence_Fast(seeds, "seeds: a sequence of ints");
    if (!seq) goto done;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    out = PyList_New(n);
    if (!out) goto done;
    for (Py_ssize_t d = 0; d < n; d++) {
        uint64_t seed = PyLong_AsUnsignedLongLongMask(PySequence_Fast_GET_ITEM(seq, d));
        if (PyErr_Occurred()) goto fail;
        State s;
        Ledger l;
        int64_t points[MAXSEATS];
        mask_t dealt[MAXSEATS];
        static const int64_t no_pots[POTS] = {0, 0};
        Trace t = {NULL, 0, 0, 0};
        int bad;
        Py_BEGIN_ALLOW_THREADS;
        bad = play_one(r, bots, seed, no_pots, &s, &l, points, dealt, want_trace ? &t : NULL);
        Py_END_ALLOW_THREADS;
        if (bad || t.failed) {
            PyMem_Free(t.codes);
            if (t.failed) PyErr_NoMemory();
            else if (bad == -2)
                PyErr_Format(PyExc_RuntimeError,
                             "seed %llu: card points above the par for two players and below it"
                             " for none cannot be settled", (unsigned long long)seed);
            else PyErr_Format(PyExc_RuntimeError, "seed %llu: a bot chose an illegal action",
                              (unsigned long long)seed);
            goto fail;
        }
        PyObject *nets = PyTuple_New(seats);
        for (int i = 0; i < seats && nets; i++)
            PyTuple_SET_ITEM(nets, i, PyLong_FromLongLong(l.net[i]));
        PyObject *item = nets;
        if (nets && want_trace) {
            PyObject *pts = PyTuple_New(seats), *byk = PyDict_New(), *acts = PyList_New(t.n);
            for (int i = 0; pts && i < seats; i++)
                PyTuple_SET_ITEM(pts, i, PyLong_FromLongLong(points[i]));
            for (int k = 0; byk && k < NKINDS; k++) {
                PyObject *row = PyTuple_New(seats);
                for (int i = 0; row && i < seats; i++)
                    PyTuple_SET_ITEM(row, i, PyLong_FromLongLong(l.kind[k][i]));
                if (row) PyDict_SetItemString(byk, KINDS[k], row);
                Py_XDECREF(row);
            }
            for (Py_ssize_t a = 0; acts && a < t.n; a++)
                PyList_SET_ITEM(acts, a, PyLong_FromLong(t.codes[a]));
            PyObject *pots = Py_BuildValue("(LL)", (long long)l.pot[POT_KING],
                                           (long long)l.pot[POT_PAGAT]);
            item = (pts && byk && acts && pots) ? PyTuple_Pack(5, nets, pts, byk, acts, pots) : NULL;
            Py_XDECREF(pots);
            Py_XDECREF(pts), Py_XDECREF(byk), Py_XDECREF(acts), Py_DECREF(nets);
        }
        PyMem_Free(t.codes);
        if (!item) goto fail;
        PyList_SET_ITEM(out, d, item);
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    Py_XDECREF(seq);
    PyMem_Free(c), PyMem_Free(r), PyMem_Free(bots);
    return out;
}

/* random_draws(seed, n): n draws of random.Random(seed).random(), for the tests */
static PyObject *core_random_draws(PyObject *self, PyObject *args) {
    unsigned long long seed;
    int n;
    if (!PyArg_ParseTuple(args, "Ki", &seed, &n)) return NULL;
    MT *mt = PyMem_Malloc(sizeof(MT));
    if (!mt) return PyErr_NoMemory();
    mt_seed(mt, seed);
    PyObject *out = PyList_New(n);
    for (int i = 0; out && i < n; i++) PyList_SET_ITEM(out, i, PyFloat_FromDouble(mt_random(mt)));
    PyMem_Free(mt);
    return out;
}

/* shuffled(config, seed): the pack as the deal with `seed` orders it, for the tests */
static PyObject *core_shuffled(PyObject *self, PyObject *args) {
    PyObject *words;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OK", &words, &seed)) return NULL;
    Config *c = PyMem_Malloc(sizeof(Config));
    Rules *r = PyMem_Malloc(sizeof(Rules));
    PyObject *out = NULL;
    if (c && r && read_rules(words, c, r) == 0) {
        int order[CARDS];
        shuffle(c, seed, order);
        out = PyList_New(c->pack);
        for (int i = 0; out && i < c->pack; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(order[i]));
    } else if (!PyErr_Occurred()) {
        PyErr_NoMemory();
    }
    PyMem_Free(c), PyMem_Free(r);
    return out;
}


/* soak(config, kinds, first, count): play seeds first .. first + count - 1, checking the
 * invariants of every deal; (deals, deals broken, the first broken seed or -1, why). */
static PyObject *core_soak(PyObject *self, PyObject *args) {
    PyObject *words, *kinds;
    unsigned long long first;
    long long count;
    if (!PyArg_ParseTuple(args, "OOKL", &words, &kinds, &first, &count)) return NULL;
    Config *c = PyMem_Malloc(sizeof(Config));
    Rules *r = PyMem_Malloc(sizeof(Rules));
    Bot *bots = PyMem_Malloc(sizeof(Bot) * MAXSEATS);
    Bot *seat_bots[MAXSEATS] = {bots, bots + 1, bots + 2, bots + 3};
    PyObject *out = NULL;
    if (!c || !r || !bots) {
        PyErr_NoMemory();
        goto done;
    }
    if (read_rules(words, c, r) < 0) goto done;
    if (!PyTuple_Check(kinds) || PyTuple_GET_SIZE(kinds) != c->seats) {
        PyErr_SetString(PyExc_ValueError, "kinds: one bot kind a seat");
        goto done;
    }
    for (int i = 0; i < c->seats; i++) bots[i].kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(kinds, i));
    if (PyErr_Occurred()) goto done;
    long long bad = 0, first_bad = -1;
    const char *why = "";
    Py_BEGIN_ALLOW_THREADS;
    for (long long d = 0; d < count; d++) {
        uint64_t seed = first + (uint64_t)d;
        State s;
        Ledger l;
        int64_t points[MAXSEATS];
        seed_bots(c, bots, seed);
        deal(r, &s, seed);
        int failed = 0;
        while (s.phase != P_DONE && !failed) failed = step(r, &s, seat_bots, NULL);
        const char *reason = failed ? "a bot chose an illegal action"
                             : settle(r, &s, &l, points) < 0 ? "card points cannot be settled"
                                                              : broken(r, &s, &l, points);
        if (reason) {
            if (!bad++) first_bad = (long long)seed, why = reason;
        }
    }
    Py_END_ALLOW_THREADS;
    out = Py_BuildValue("(LLLs)", count, bad, first_bad, why);
done:
    PyMem_Free(c), PyMem_Free(r), PyMem_Free(bots);
    return out;
}


/* play_on(config, state, kind, seed, seat, actions): for each action (a code), the deal
 * `state` with that action taken and played to its end by one bot of `kind` seeded with
 * `seed` in every seat (a new one for each action), settled with the pots it began with:
 * `seat`'s net in thirds. The search player's rollouts (tarock.search.player._played_out
 * and net). */
static PyObject *core_play_on(PyObject *self, PyObject *args) {
    PyObject *words, *state_words, *actions;
    int kind, seat;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OOiKiO", &words, &state_words, &kind, &seed, &seat, &actions))
        return NULL;
    Config *c = PyMem_Malloc(sizeof(Config));
    Rules *r = PyMem_Malloc(sizeof(Rules));
    State *start = PyMem_Malloc(sizeof(State)), *s = PyMem_Malloc(sizeof(State));
    Bot *bot = PyMem_Malloc(sizeof(Bot));
    PyObject *seq = NULL, *out = NULL;
    Py_buffer view;
    if (!c || !r || !start || !s || !bot) {
        PyErr_NoMemory();
        goto done;
    }
    if (read_rules(words, c, r) < 0) goto done;
    if (PyObject_GetBuffer(state_words, &view, PyBUF_SIMPLE) < 0) goto done;
    if (view.len != (Py_ssize_t)sizeof(StateWords)) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "state: not the size the core reads");
        goto done;
    }
    read_state((const StateWords *)view.buf, start);
    PyBuffer_Release(&view);
    seq = PySequence_Fast(actions, "actions: a sequence of codes");
    if (!seq) goto done;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    out = PyList_New(n);
    for (Py_ssize_t a = 0; out && a < n; a++) {
        int code = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, a));
        if (PyErr_Occurred()) {
            Py_CLEAR(out);
            break;
        }
        int64_t net;
        if (play_on_one(r, start, s, bot, kind, seed, seat, code, &net) < 0) {
            PyErr_SetString(PyExc_RuntimeError, "a rollout could not be played out");
            Py_CLEAR(out);
            break;
        }
        PyList_SET_ITEM(out, a, PyLong_FromLongLong(net));
    }
done:
    Py_XDECREF(seq);
    PyMem_Free(c), PyMem_Free(r), PyMem_Free(start), PyMem_Free(s), PyMem_Free(bot);
    return out;
}

/* ------------------------------------------- the search player's worlds, for Python */

static PyObject *mask_pair(mask_t m) {
    return Py_BuildValue("(KK)", (unsigned long long)(uint64_t)m,
                         (unsigned long long)(uint64_t)(m >> 64));
}

static int read_words(PyObject *obj, void *out, Py_ssize_t size, const char *what) {
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return -1;
    int ok = view.len == size;
    if (ok) memcpy(out, view.buf, (size_t)size);
    else PyErr_Format(PyExc_ValueError, "%s: %zd bytes, the core reads %zd", what, view.len, size);
    PyBuffer_Release(&view);
    return ok ? 0 : -1;
}

/* A search over worlds called from Python (search_worlds here, and the solver module's with
 * each world solved): its arguments read into the core's words, the room for its totals. */
typedef struct {
    Config *c;
    Rules *r;
    ViewWords *v;
    int64_t *facts;
    State *world;
    Bot *bot;
    int codes[MAXACTIONS], settlements[MAXSETTLE];
    WorldsAsk ask;
    WorldsFound f;
} WorldsCall;

static void close_worlds(WorldsCall *w) {
    PyMem_Free(w->c), PyMem_Free(w->r), PyMem_Free(w->v), PyMem_Free(w->facts);
    PyMem_Free(w->world), PyMem_Free(w->bot), PyMem_Free(w->f.totals);
}

/* The arguments the searches over worlds share (core_search_worlds names them) into `w`;
 * 0, or -1 with the error set and nothing held. */
static int open_worlds(WorldsCall *w, PyObject *words, PyObject *view_words, PyObject *fact_words,
                       unsigned long long rng, int first, int count, unsigned long long seed,
                       int rollouts, int kind, PyObject *actions, PyObject *settle_list,
                       int tries, int repairs) {
    memset(w, 0, sizeof *w);
    w->c = PyMem_Malloc(sizeof(Config)), w->r = PyMem_Malloc(sizeof(Rules));
    w->v = PyMem_Malloc(sizeof(ViewWords));
    w->facts = PyMem_Malloc(sizeof(int64_t) * FACTORIALS * FACTW);
    w->world = PyMem_Malloc(sizeof(State)), w->bot = PyMem_Malloc(sizeof(Bot));
    if (!w->c || !w->r || !w->v || !w->facts || !w->world || !w->bot) {
        PyErr_NoMemory();
        goto fail;
    }
    if (read_rules(words, w->c, w->r) < 0 || read_words(view_words, w->v, sizeof *w->v, "view") < 0 ||
        read_words(fact_words, w->facts, sizeof(int64_t) * FACTORIALS * FACTW, "factorials") < 0)
        goto fail;
    int nactions = (int)PyList_Size(actions), nsettle = (int)PyList_Size(settle_list);
    if (nactions < 0 || nsettle < 0 || nactions > MAXACTIONS || nsettle > MAXSETTLE) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "search_worlds: too large");
        goto fail;
    }
    for (int a = 0; a < nactions; a++)
        w->codes[a] = (int)PyLong_AsLong(PyList_GET_ITEM(actions, a));
    for (int k = 0; k < nsettle; k++)
        w->settlements[k] = (int)PyLong_AsLong(PyList_GET_ITEM(settle_list, k));
    if (PyErr_Occurred()) goto fail;
    w->f.rng = rng;
    w->f.totals = PyMem_Calloc((size_t)(nactions * nsettle) + 1, sizeof(int64_t));
    if (!w->f.totals) {
        PyErr_NoMemory();
        goto fail;
    }
    WorldsAsk ask = {w->v, w->facts, first, count, rollouts, kind, tries, repairs, seed,
                     w->codes, w->settlements, nactions, nsettle};
    w->ask = ask;
    return 0;
fail:
    close_worlds(w);
    return -1;
}

/* A search's answer: (worlds done, the Rng state, totals in thirds [row][action] for
 * `rows` rows, last) where `last` is None if all were done, else the masks of the places
 * (as (low, high) pairs) last dealt, or () if none was dealt. */
static PyObject *worlds_answer(const WorldsCall *w, int rows) {
    const WorldsFound *f = &w->f;
    int nactions = w->ask.nactions;
    PyObject *sums = PyList_New(rows), *gave = NULL, *out = NULL;
    for (int k = 0; sums && k < rows; k++) {
        PyObject *row = PyList_New(nactions);
        for (int a = 0; row && a < nactions; a++)
            PyList_SET_ITEM(row, a, PyLong_FromLongLong(f->totals[k * nactions + a]));
        if (!row) Py_CLEAR(sums);
        else PyList_SET_ITEM(sums, k, row);
    }
    if (!f->gave_up) {
        gave = Py_NewRef(Py_None);
    } else {
        gave = PyTuple_New(f->have_last ? w->v->nplaces : 0);
        for (int p = 0; gave && f->have_last && p < w->v->nplaces; p++)
            PyTuple_SET_ITEM(gave, p, mask_pair(f->last[p]));
    }
    if (sums && gave) out = Py_BuildValue("(iKOO)", f->done, (unsigned long long)f->rng, sums, gave);
    Py_XDECREF(sums), Py_XDECREF(gave);
    return out;
}

/* search_worlds(config, view, factorials, rng, first, count, seed, rollouts, kind, actions,
 * settlements, tries, repairs): worlds first .. first + count - 1 of a search, each dealt
 * from the Rng state `rng` (tarock.players.worlds.sample) and its actions played out from it
 * (SearchPlayer.values), the bots of world w and rollout k seeded derive(derive(seed, w), k);
 * returns (worlds done, the Rng state, totals in thirds [settlement][action], last) where
 * `last` is None if all were done, else the world it gave up on: the masks of the places
 * (as (low, high) pairs) last dealt, or () if none was dealt (the Python reference's
 * fallback, tarock.players.worlds.fallback, takes it from there). */
static PyObject *core_search_worlds(PyObject *self, PyObject *args) {
    PyObject *words, *view_words, *fact_words, *actions, *settle_list;
    unsigned long long rng, seed;
    int first, count, rollouts, kind, tries, repairs;
    WorldsCall w;
    if (!PyArg_ParseTuple(args, "OOOKiiKiiOOii", &words, &view_words, &fact_words, &rng, &first,
                          &count, &seed, &rollouts, &kind, &actions, &settle_list, &tries,
                          &repairs) ||
        open_worlds(&w, words, view_words, fact_words, rng, first, count, seed, rollouts, kind,
                    actions, settle_list, tries, repairs) < 0)
        return NULL;
    int bad;
    Py_BEGIN_ALLOW_THREADS;
    bad = search_worlds_run(w.r, w.c, &w.ask, w.world, w.bot, &w.f);
    Py_END_ALLOW_THREADS;
    PyObject *out = NULL;
    if (bad)
        PyErr_SetString(bad == -2 ? PyExc_ValueError : PyExc_RuntimeError,
                        bad == -2 ? "search_worlds: too large, or an objective the core lacks"
                                  : "a rollout could not be played out");
    else
        out = worlds_answer(&w, w.ask.nsettle);
    close_worlds(&w);
    return out;
}
static PyObject *core_summaries(PyObject *self, PyObject *args); /* the rows, at the end */
static PyObject *core_session(PyObject *self, PyObject *args);
static PyObject *core_sessions(PyObject *self, PyObject *args);
static PyObject *core_card_texts(PyObject *self, PyObject *args);
static void add_summary_names(PyObject *m);

static PyMethodDef methods[] = {
    {"summaries", core_summaries, METH_VARARGS, "Play a run of deals: each one's summary."},
    {"session", core_session, METH_VARARGS, "Play a session: each deal's summary, the pots."},
    {"sessions", core_sessions, METH_VARARGS, "Play a run of sessions: summaries, the pots."},
    {"card_texts", core_card_texts, METH_VARARGS, "The cards of masks by name, as Arrow text."},
    {"play", core_play, METH_VARARGS, "Play deals: one tuple of nets (in thirds) a seed."},
    {"play_on", core_play_on, METH_VARARGS, "Play on from a state: a net for each action."},
    {"soak", core_soak, METH_VARARGS, "Play a run of seeds, checking every deal's invariants."},
    {"random_draws", core_random_draws, METH_VARARGS, "random.Random(seed).random() draws."},
    {"shuffled", core_shuffled, METH_VARARGS, "The pack in the order a seed deals it."},
    {"search_worlds", core_search_worlds, METH_VARARGS, "The search player's worlds, played out."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core",
                                    "The compiled play core (see tarock.fast).", -1, methods};

static PyObject *names(const char **items, int n) {
    PyObject *out = PyTuple_New(n);
    for (int i = 0; out && i < n; i++) PyTuple_SET_ITEM(out, i, PyUnicode_FromString(items[i]));
    return out;
}

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    mt_prepare();
#define SCALAR_ENTRY(name) Py_BuildValue("(si)", #name, 1),
#define ARRAY_ENTRY(name, n) Py_BuildValue("(si)", #name, (int)(n)),
    PyObject *fields[] = {CONFIG_FIELDS(SCALAR_ENTRY, ARRAY_ENTRY)};
    int nfields = (int)(sizeof fields / sizeof fields[0]);
    PyObject *tuple = PyTuple_New(nfields);
    for (int i = 0; i < nfields; i++) PyTuple_SET_ITEM(tuple, i, fields[i]);
    PyModule_AddObject(m, "FIELDS", tuple);
    PyModule_AddObject(m, "DISCARD_RULES", names(DISCARD_RULES, LEN(DISCARD_RULES)));
    PyModule_AddObject(m, "CARD_SETTLEMENTS", names(CARD_SETTLEMENTS, LEN(CARD_SETTLEMENTS)));
    PyModule_AddObject(m, "ACTIONS", names(ACTIONS, LEN(ACTIONS)));
    PyModule_AddObject(m, "KINDS", names(KINDS, NKINDS));
    PyModule_AddIntConstant(m, "WORDS", CONFIG_WORDS);
    PyModule_AddObject(m, "PHASES", names(PHASES, LEN(PHASES)));
    PyObject *state_fields[] = {STATE_FIELDS(SCALAR_ENTRY, ARRAY_ENTRY)};
    int nstate = (int)(sizeof state_fields / sizeof state_fields[0]);
    PyObject *state_tuple = PyTuple_New(nstate);
    for (int i = 0; i < nstate; i++) PyTuple_SET_ITEM(state_tuple, i, state_fields[i]);
    PyModule_AddObject(m, "STATE_FIELDS", state_tuple);
    PyObject *view_fields[] = {VIEW_FIELDS(SCALAR_ENTRY, ARRAY_ENTRY)}; /* the search's worlds */
    int nview = (int)(sizeof view_fields / sizeof view_fields[0]);
    PyObject *view_tuple = PyTuple_New(nview);
    for (int i = 0; i < nview; i++) PyTuple_SET_ITEM(view_tuple, i, view_fields[i]);
    PyModule_AddObject(m, "VIEW_FIELDS", view_tuple);
    PyModule_AddIntConstant(m, "FACTORIAL_WORDS", FACTW);
    PyModule_AddIntConstant(m, "OBJ_PAGAT", OBJ_PAGAT);
    PyModule_AddIntConstant(m, "OBJ_TRICK", OBJ_TRICK);
    add_summary_names(m);
    return m;
}



static void close_run(Run *run) {
    PyMem_Free(run->c), PyMem_Free(run->r), PyMem_Free(run->bots), PyMem_Free(run->s);
}

/* The run of `configs` (configs[d]: the config of dealer d) and `kinds` (a bot kind a
 * seat), checked; 0, or -1 with the error set (`what` names the caller) and nothing held. */
static int open_run(const char *what, PyObject *configs, PyObject *kinds, Run *run) {
    memset(run, 0, sizeof *run);
    if (!PyTuple_Check(configs) || !PyTuple_GET_SIZE(configs) || PyTuple_GET_SIZE(configs) > MAXSEATS ||
        !PyTuple_Check(kinds) || PyTuple_GET_SIZE(kinds) != PyTuple_GET_SIZE(configs)) {
        PyErr_Format(PyExc_ValueError, "%s: a config and a bot kind a seat", what);
        return -1;
    }
    int seats = run->seats = (int)PyTuple_GET_SIZE(configs);
    run->c = PyMem_Malloc(sizeof(Config) * seats), run->r = PyMem_Malloc(sizeof(Rules) * seats);
    run->bots = PyMem_Malloc(sizeof(Bot) * MAXSEATS), run->s = PyMem_Malloc(sizeof(State));
    if (!run->c || !run->r || !run->bots || !run->s) {
        PyErr_NoMemory();
        goto fail;
    }
    for (int d = 0; d < seats; d++) {
        if (read_rules(PyTuple_GET_ITEM(configs, d), &run->c[d], &run->r[d]) < 0) goto fail;
    }
    if (!run_dealers(run)) {
        PyErr_Format(PyExc_ValueError, "%s: configs[d] must be the config of dealer d", what);
        goto fail;
    }
    for (int i = 0; i < seats; i++) run->bots[i].kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(kinds, i));
    if (!PyErr_Occurred()) return 0;
fail:
    close_run(run);
    return -1;
}

/* summaries(configs, kinds, seed, start, stop): deals start .. stop - 1 of a run seeded
 * with `seed`, deal k dealt by seat k % seats (configs[k % seats], a config a dealer) with
 * the seed derive(seed, k), dealt again with derive(derive(seed, k), n) after a redeal n
 * (tarock.rng.deal_seed): their Summary words, word by word (put_summary), as bytes. */
static PyObject *core_summaries(PyObject *self, PyObject *args) {
    PyObject *configs, *kinds, *out = NULL;
    unsigned long long seed;
    long long start, stop;
    Run run;
    if (!PyArg_ParseTuple(args, "OOKLL", &configs, &kinds, &seed, &start, &stop)) return NULL;
    if (start < 0 || stop < start) {
        PyErr_SetString(PyExc_ValueError, "summaries: 0 <= start <= stop");
        return NULL;
    }
    if (open_run("summaries", configs, kinds, &run) < 0) return NULL;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)((stop - start) * (long long)sizeof(SummaryWords)));
    if (!out) goto done;
    int64_t *words = (int64_t *)PyBytes_AS_STRING(out);
    uint64_t failed = 0; /* the seed of a deal that could not be played */
    int why;
    Py_BEGIN_ALLOW_THREADS;
    why = summaries_run(&run, seed, start, stop, words, &failed);
    Py_END_ALLOW_THREADS;
    if (why < 0) {
        PyErr_Format(PyExc_RuntimeError, "seed %llu: a bot chose an illegal action",
                     (unsigned long long)failed);
        Py_CLEAR(out);
    }
done:
    close_run(&run);
    return out;
}


/* session(configs, kinds, seed, first_dealer, deals, (ante, dealer_stake, on_ante)): one
 * session of `deals` deals (play_session): the played deals' Summary words, word by word
 * (put_summary), and the pots at the end (in thirds). */
static PyObject *core_session(PyObject *self, PyObject *args) {
    PyObject *configs, *kinds, *out = NULL, *data = NULL;
    unsigned long long seed;
    int first_dealer;
    long long deals;
    int64_t stake[3], pots[POTS];
    Run run;
    if (!PyArg_ParseTuple(args, "OOKiL(LLL)", &configs, &kinds, &seed, &first_dealer, &deals,
                          &stake[0], &stake[1], &stake[2]))
        return NULL;
    if (deals < 1 || first_dealer < 0 || (PyTuple_Check(configs) && first_dealer >= PyTuple_GET_SIZE(configs))) {
        PyErr_SetString(PyExc_ValueError, "session: a deal or more, the first dealt by a seat");
        return NULL;
    }
    if (open_run("session", configs, kinds, &run) < 0) return NULL;
    data = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(deals * (long long)sizeof(SummaryWords)));
    if (!data) goto done;
    int64_t *words = (int64_t *)PyBytes_AS_STRING(data);
    uint64_t failed = 0;
    int why;
    Py_BEGIN_ALLOW_THREADS;
    why = play_session(&run, seed, first_dealer, deals, stake, words, deals, 0, pots, &failed);
    Py_END_ALLOW_THREADS;
    if (why < 0) {
        PyErr_Format(PyExc_RuntimeError, "seed %llu: a bot chose an illegal action",
                     (unsigned long long)failed);
        Py_CLEAR(data);
        goto done;
    }
    out = Py_BuildValue("(N(LL))", data, (long long)pots[POT_KING], (long long)pots[POT_PAGAT]);
done:
    close_run(&run);
    return out;
}

/* sessions(configs, kinds, seed, start, stop, length, (ante, dealer_stake, on_ante)): the
 * deals of sessions_run: every deal's Summary words, word by word (put_summary), and each
 * session's pots at its end (two words a session), as bytes. */
static PyObject *core_sessions(PyObject *self, PyObject *args) {
    PyObject *configs, *kinds, *out = NULL, *data = NULL, *ends = NULL;
    unsigned long long seed;
    long long start, stop, length;
    int64_t stake[3];
    Run run;
    if (!PyArg_ParseTuple(args, "OOKLLL(LLL)", &configs, &kinds, &seed, &start, &stop, &length,
                          &stake[0], &stake[1], &stake[2]))
        return NULL;
    if (start < 0 || stop < start || length < 1) {
        PyErr_SetString(PyExc_ValueError, "sessions: 0 <= start <= stop, a deal or more a session");
        return NULL;
    }
    if (open_run("sessions", configs, kinds, &run) < 0) return NULL;
    long long count = (stop - start + length - 1) / length;
    data = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)((stop - start) * (long long)sizeof(SummaryWords)));
    ends = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(count * POTS * (long long)sizeof(int64_t)));
    if (!data || !ends) goto done;
    int64_t *words = (int64_t *)PyBytes_AS_STRING(data);
    int64_t *pots = (int64_t *)PyBytes_AS_STRING(ends);
    uint64_t failed = 0;
    int why;
    Py_BEGIN_ALLOW_THREADS;
    why = sessions_run(&run, seed, start, stop, length, stake, words, pots, &failed);
    Py_END_ALLOW_THREADS;
    if (why < 0) {
        PyErr_Format(PyExc_RuntimeError, "seed %llu: a bot chose an illegal action",
                     (unsigned long long)failed);
        goto done;
    }
    out = PyTuple_Pack(2, data, ends);
done:
    Py_XDECREF(data), Py_XDECREF(ends);
    close_run(&run);
    return out;
}

/* card_texts(masks, names): for each mask (two words, the low 64 bits first) the names of its
 * cards (bit i: names[i], of one to three bytes) in order, joined by single spaces, as the
 * buffers of an Arrow large_string array: the offsets (n + 1 words) and the text, as bytes. */
static PyObject *core_card_texts(PyObject *self, PyObject *args) {
    Py_buffer view;
    PyObject *names, *offsets = NULL, *text = NULL, *out = NULL;
    char word[128][4]; /* each name and a space after it */
    int size[128];
    mask_t sized[4] = {0, 0, 0, 0}; /* the cards whose names take 1, 2, 3 bytes */
    if (!PyArg_ParseTuple(args, "y*O!", &view, &PyTuple_Type, &names)) return NULL;
    Py_ssize_t count = PyTuple_GET_SIZE(names), n = view.len / (Py_ssize_t)(2 * sizeof(int64_t));
    if (view.len % (Py_ssize_t)(2 * sizeof(int64_t)) || count > 128) {
        PyErr_SetString(PyExc_ValueError, "card_texts: two words a mask, 128 names at most");
        goto done;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        Py_ssize_t length;
        const char *name = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(names, i), &length);
        if (!name) goto done;
        if (length < 1 || length > 3) {
            PyErr_SetString(PyExc_ValueError, "card_texts: names of one to three bytes");
            goto done;
        }
        memset(word[i], ' ', 4), memcpy(word[i], name, (size_t)length);
        size[i] = (int)length, sized[length] |= BIT((int)i);
    }
    const int64_t *words = view.buf;
    mask_t named = sized[1] | sized[2] | sized[3];
    int64_t total = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        mask_t m = M(&words[2 * k]);
        if (m & ~named) {
            PyErr_SetString(PyExc_ValueError, "card_texts: a mask holds a card beyond the names");
            goto done;
        }
        int held = popcount(m);
        total += popcount(m & sized[1]) + 2 * popcount(m & sized[2]) + 3 * popcount(m & sized[3]);
        total += held ? held - 1 : 0; /* the spaces between */
    }
    offsets = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)((n + 1) * sizeof(int64_t)));
    text = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)total + 4); /* room for a last word */
    if (!offsets || !text) goto done;
    int64_t *at = (int64_t *)PyBytes_AS_STRING(offsets), end = 0;
    char *into = PyBytes_AS_STRING(text);
    at[0] = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        int64_t begin = end;
        for (int half = 0; half < 2; half++)
            for (uint64_t m = (uint64_t)words[2 * k + half]; m; m &= m - 1) {
                int card = 64 * half + __builtin_ctzll(m);
                memcpy(into + end, word[card], 4); /* the name, a space, what the next overwrites */
                end += size[card] + 1;
            }
        if (end > begin) end--; /* no space after the last */
        at[k + 1] = end;
    }
    if (_PyBytes_Resize(&text, (Py_ssize_t)total) < 0) goto done;
    out = PyTuple_Pack(2, offsets, text);
done:
    Py_XDECREF(offsets), Py_XDECREF(text);
    PyBuffer_Release(&view);
    return out;
}

/* The module's names for the summary's words (called from PyInit__core). */
static void add_summary_names(PyObject *m) {
    PyObject *fields[] = {SUMMARY_FIELDS(SCALAR_ENTRY, ARRAY_ENTRY)};
    int n = LEN(fields);
    PyObject *tuple = PyTuple_New(n);
    for (int i = 0; tuple && i < n; i++) PyTuple_SET_ITEM(tuple, i, fields[i]);
    PyModule_AddObject(m, "SUMMARY_FIELDS", tuple);
    PyModule_AddIntConstant(m, "MAXDECL", MAXDECL);
}

