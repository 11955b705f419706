/* The solver's search for CPython: the game and its calls (_core.c) and the search
 * (_solver.c), with the call tarock.fast.solver makes. */
#include "_core.c"

#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

#include "_solver.c"

/* ------------------------------------------------------------------------ for Python */

/* solve(config, state, objective, limit, seconds, merge, table): for each choice of the
 * seat to move (merged cards stand for their equals), (action code, value in thirds, the
 * line's codes); and the positions visited. None, reason if the limit was reached. */
static PyObject *solve_solve(PyObject *self, PyObject *args) {
    PyObject *words, *state_words;
    int objective, merge;
    long long limit, cap;
    double seconds;
    if (!PyArg_ParseTuple(args, "OOiLdpL", &words, &state_words, &objective, &limit, &seconds,
                          &merge, &cap))
        return NULL;
    if (cap < 0) cap = 0;
    Config *c = PyMem_Malloc(sizeof(Config));
    Rules *r = PyMem_Malloc(sizeof(Rules));
    Solver *v = PyMem_Malloc(sizeof(Solver));
    Search *x = PyMem_Calloc(1, sizeof(Search));
    StateWords *w = PyMem_Malloc(sizeof(StateWords));
    Choices *found = PyMem_Malloc(sizeof(Choices));
    PyObject *out = NULL, *choices = NULL;
    if (!c || !r || !v || !x || !w || !found) {
        PyErr_NoMemory();
        goto done;
    }
    x->table = PyMem_Calloc((size_t)(cap ? cap : 1), sizeof(Entry));
    if (!x->table) {
        PyErr_NoMemory();
        goto done;
    }
    if (read_rules(words, c, r) < 0) goto done;
    if (read_words(state_words, w, (Py_ssize_t)sizeof(StateWords), "state") < 0) goto done;
    read_state(w, &x->stack[0]);
    x->cap = cap;
    int why = solve_choices(x, v, r, objective, limit, seconds, merge, found);
    if (why == -1) {
        PyErr_SetString(PyExc_RuntimeError, "solve: no move keeps the value");
        goto done;
    }
    if (why == -3) {
        PyErr_SetString(PyExc_RuntimeError, "solve: a line deeper than the stack");
        goto done;
    }
    if (why == 1) {
        out = Py_BuildValue("(OLs)", Py_None, (long long)x->nodes, x->stop == 1 ? "positions" : "time");
        goto done;
    }
    choices = PyList_New(found->n);
    for (int i = 0; choices && i < found->n; i++) {
        int k = found->length[i];
        PyObject *path = PyList_New(k + 1);
        if (!path) {
            Py_CLEAR(choices);
            break;
        }
        PyList_SET_ITEM(path, 0, PyLong_FromLong(found->codes[i]));
        for (int j = 0; j < k; j++) PyList_SET_ITEM(path, j + 1, PyLong_FromLong(found->lines[i][j]));
        PyObject *item = Py_BuildValue("(iLN)", found->codes[i], (long long)found->values[i], path);
        if (!item) Py_CLEAR(choices);
        else PyList_SET_ITEM(choices, i, item);
    }
    if (choices) out = Py_BuildValue("(OLs)", choices, (long long)x->nodes, "");
done:
    Py_XDECREF(choices);
    if (x) PyMem_Free(x->table);
    PyMem_Free(c), PyMem_Free(r), PyMem_Free(v), PyMem_Free(x), PyMem_Free(w), PyMem_Free(found);
    return out;
}

/* search_worlds(config, view, factorials, rng, first, count, seed, rollouts, kind, actions,
 * settlements, tries, repairs, limit, table): _core.search_worlds (its arguments and its
 * answer) with each world solved instead of played out (search_worlds_solved), a world
 * whose solve would visit more than `limit` positions played out; `table`: the entries
 * of the solver's table. */
static PyObject *solve_search_worlds(PyObject *self, PyObject *args) {
    PyObject *words, *view_words, *fact_words, *actions, *settle_list;
    unsigned long long rng, seed;
    int first, count, rollouts, kind, tries, repairs;
    long long limit, cap;
    WorldsCall w;
    if (!PyArg_ParseTuple(args, "OOOKiiKiiOOiiLL", &words, &view_words, &fact_words, &rng, &first,
                          &count, &seed, &rollouts, &kind, &actions, &settle_list, &tries,
                          &repairs, &limit, &cap) ||
        open_worlds(&w, words, view_words, fact_words, rng, first, count, seed, rollouts, kind,
                    actions, settle_list, tries, repairs) < 0)
        return NULL;
    if (cap < 0) cap = 0;
    Solver *solver = PyMem_Malloc(sizeof(Solver));
    Search *x = PyMem_Calloc(1, sizeof(Search));
    Choices *ch = PyMem_Malloc(sizeof(Choices));
    PyObject *out = NULL;
    if (!solver || !x || !ch || !(x->table = PyMem_Calloc((size_t)(cap ? cap : 1), sizeof(Entry)))) {
        PyErr_NoMemory();
        goto done;
    }
    x->cap = cap;
    int bad;
    Py_BEGIN_ALLOW_THREADS;
    bad = search_worlds_solved(w.r, w.c, &w.ask, w.world, w.bot, &w.f, x, solver, ch, limit);
    Py_END_ALLOW_THREADS;
    if (bad)
        PyErr_SetString(bad == -2 ? PyExc_ValueError : PyExc_RuntimeError,
                        bad == -2   ? "search_worlds: too large"
                        : bad == -3 ? "search_worlds: the solver failed"
                                    : "a world could not be valued");
    else
        out = worlds_answer(&w, 1);
done:
    if (x) PyMem_Free(x->table);
    PyMem_Free(solver), PyMem_Free(x), PyMem_Free(ch);
    close_worlds(&w);
    return out;
}

static PyMethodDef solve_methods[] = {
    {"solve", solve_solve, METH_VARARGS, "Solve a position: each choice's value and line."},
    {"search_worlds", solve_search_worlds, METH_VARARGS,
     "The search player's worlds, each solved (played out past the limit)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef solve_module = {
    PyModuleDef_HEAD_INIT, "_solve", "The solver's search in C (see tarock.search.solver).", -1,
    solve_methods};

PyMODINIT_FUNC PyInit__solve(void) {
    PyObject *m = PyModule_Create(&solve_module);
    if (!m) return NULL;
    PyModule_AddIntConstant(m, "CONFIG_BYTES", (long)sizeof(Config));
    PyModule_AddIntConstant(m, "STATE_BYTES", (long)sizeof(StateWords));
    PyModule_AddIntConstant(m, "ENTRY_BYTES", (long)sizeof(Entry));
    return m;
}
