"""The compiled play core, built by `make install` (pip) when a C compiler is there.

Everything else is in pyproject.toml. The extension is optional: without a compiler the
install goes on, and ``tarock.fast`` plays through the Python engine, saying so once.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tarock.fast._core",
            ["tarock/fast/_core.c"],
            extra_compile_args=["-O3", "-std=gnu11"],
            optional=True,
        )
    ]
)
