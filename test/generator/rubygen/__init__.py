"""Random program generator for rhz's Ruby subset (tiers A and B of LANGUAGE.md).

In the spirit of Csmith/YARPGen the generator is type directed: every
expression is built for a known static type, and the facts that keep a
program well defined are tracked while it is generated:

* integers carry an upper bound on their number of decimal digits; products,
  powers and shifts may overflow into Bignums, but a value assigned to a
  variable is reduced (`(e) % M`) when its bound would exceed the variable's
  cap, so that loops cannot blow a number up without limit;
* divisors and moduli are built non-zero by construction (`(e.abs + 1)`, a
  non-zero literal), floats stay finite and moderate before to_i/round/floor;
* arrays carry a minimum and maximum length, so that indexing reads that must
  not give nil (`a[i] += 1`) only use indexes known to exist; reads that may
  give nil are written `(a[i] || 0)`; an array is never mutated while a block
  or loop iterates over it;
* every loop is bounded (counters with literal limits, n.times, upto, each
  over bounded arrays and ranges) and the product of the iteration counts of
  nested loops and method calls is capped, so programs run in milliseconds;
* recursion only with a decreasing argument that is reduced modulo a small
  number at every call site;
* a runtime error only happens on purpose: with probability about 10% the
  program ends with a deliberate, uncaught error raised inside a method or a
  block (ZeroDivisionError, NoMethodError, TypeError, KeyError,
  ArgumentError, IndexError, NameError, FloatDomainError, Math::DomainError).

Nothing of tier C is generated (no begin/rescue, no modules, no procs, no
globals, no class methods, no Comparable, ...).

Modules: model (types, bounds, scopes), base (randomness, output, operands),
ints, floats, strings, bools, arrays, calls (expressions by type), statements,
conditionals, loops, mutations (statements), methods, classes (definitions),
errors (the deliberate error), program (the whole program).
"""

from .program import Gen, generate

__all__ = ['Gen', 'generate']
