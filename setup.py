"""The compiled play core and the solver's search, built by `make install` (pip) when a C
compiler is there.

Everything else is in pyproject.toml. The extensions are optional: without a compiler the
install goes on, ``tarock.fast`` plays through the Python engine, saying so once, and the
solver searches in Python. The game itself is ``_game.c``, compiled into both (and into the
browser's WebAssembly module by ``make wasm``); ``_solve.c`` adds the search, ``_solver.c``.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tarock.fast._core",
            ["tarock/fast/_core.c"],
            depends=["tarock/fast/_game.c"],
            extra_compile_args=["-O3", "-std=gnu11"],
            optional=True,
        ),
        Extension(
            "tarock.fast._solve",
            ["tarock/fast/_solve.c"],
            depends=["tarock/fast/_core.c", "tarock/fast/_game.c", "tarock/fast/_solver.c"],
            extra_compile_args=["-O3", "-std=gnu11"],
            optional=True,
        ),
    ]
)
