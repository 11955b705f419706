"""``python -m tarock``: the ``tarock`` command line."""

from tarock.cli import main

if __name__ == "__main__":
    main(prog_name="tarock")
