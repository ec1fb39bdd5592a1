"""What the generator knows about a program: precedences, bounds, expressions, variables, scopes."""

# Precedences (higher binds tighter).
P_ATOM = 100
P_NOT = 90        # ! ~ unary+
P_POW = 80
P_NEG = 75        # unary minus (and negative numeric literals)
P_MUL = 70
P_ADD = 60
P_SHIFT = 55
P_BAND = 50
P_BOR = 45
P_REL = 40
P_EQ = 35
P_AND = 30
P_OR = 25
P_TERN = 20
P_KWNOT = 10
P_KWANDOR = 5

BINPREC = {
    '**': P_POW, '*': P_MUL, '/': P_MUL, '%': P_MUL, '+': P_ADD, '-': P_ADD,
    '<<': P_SHIFT, '>>': P_SHIFT, '&': P_BAND, '|': P_BOR, '^': P_BOR,
    '<': P_REL, '<=': P_REL, '>': P_REL, '>=': P_REL,
    '==': P_EQ, '!=': P_EQ, '<=>': P_EQ, '&&': P_AND, '||': P_OR,
    'and': P_KWANDOR, 'or': P_KWANDOR,
}
NONASSOC = {'<', '<=', '>', '>=', '==', '!=', '<=>'}

MAX_MULT = 3000          # cap on (iterations of enclosing loops) x (cost of calls)
INT_CAP = 18             # digits of an ordinary integer variable
BIG_CAP = 120            # digits of a "big" integer variable
EXPR_DIGITS = 400        # no expression may be bigger than this
FLOAT_MAG = 12           # log10 bound of ordinary float values
STR_CAP = 120            # maximal string length

# words of string literals
WORDS = ['a', 'b', 'ab', 'foo', 'bar', 'Baz', 'hello', 'World', 'x y', 'rhz', 'ruby', 'Q', 'zz', 'abc',
         'cab', 'A1', 'mixed Case', '', ' ', 'x', 'hi there', 'end', 'dog', 'Cat', 'e=mc2', 'a,b', 'ok!',
         'why?', '10', '-3', 'ab ab', 'tail']


class E:
    """A generated expression: its code, its precedence and facts about it."""
    __slots__ = ('code', 'prec', 'ty', 'dig', 'mag', 'slen', 'minlen', 'maxlen', 'edig', 'refs')

    def __init__(self, code, prec, ty, dig=0, mag=0.0, slen=0, minlen=0, maxlen=0, edig=0, refs=()):
        self.code = code
        self.prec = prec
        self.ty = ty
        self.dig = dig          # int: max decimal digits of |value|
        self.mag = mag          # float: max log10 |value|
        self.slen = slen        # str: max length
        self.minlen = minlen    # arrays: length bounds
        self.maxlen = maxlen
        self.edig = edig        # arrays of ints: digits of elements; str arrays: max length
        self.refs = frozenset(refs)


class Var:
    def __init__(self, name, ty, **kw):
        self.name = name
        self.ty = ty
        self.cap = kw.get('cap', INT_CAP)       # int: digit cap; float: magnitude cap
        self.slen = kw.get('slen', 0)
        self.minlen = kw.get('minlen', 0)
        self.maxlen = kw.get('maxlen', 0)
        self.edig = kw.get('edig', 0)
        self.keys = kw.get('keys', [])          # hash: keys known to be present
        self.allkeys = kw.get('allkeys', [])    # hash: every key ever used
        self.kkind = kw.get('kkind', 'sym')
        self.cls = kw.get('cls', None)
        self.busy = 0                            # >0 while iterated over: no mutation
        self.readonly = kw.get('readonly', False)


def param(name, cap, ty='int', **kw):
    """A block parameter: a read-only variable (an Integer of at most cap digits by default)."""
    return Var(name, ty, cap=cap, readonly=True, **kw)


class Method:
    def __init__(self, name, params, nopt, ret, cost, yields=False, blockopt=False):
        self.name = name
        self.params = params      # list of (name, type, info)
        self.nopt = nopt          # trailing optional parameters
        self.ret = ret            # return type
        self.cost = cost
        self.yields = yields      # yields an int, block result is an int
        self.blockopt = blockopt  # uses block_given?
        self.rdig = INT_CAP
        self.rslen = STR_CAP


class Klass:
    def __init__(self, name, parent):
        self.name = name
        self.parent = parent
        self.fields = []          # (ivar name without @, type)
        self.readers = set()
        self.writers = set()
        self.methods = {}         # name -> (params types, ret)
        self.init_params = []     # types
        self.has_inspect = False
        self.has_cmp = False
        self.has_eq = False
        self.own_to_s = False


def lineage(c):
    """The class c and its ancestors, c first."""
    out = []
    while c is not None:
        out.append(c)
        c = c.parent
    return out


class Ctx:
    """Where code is being generated: the scope chain and the loop multiplier."""

    def __init__(self, parent=None, kind='top'):
        self.parent = parent
        self.vars = {}
        self.kind = kind          # top, method, block (a block or a loop body) or body (a branch)
        self.mult = parent.mult if parent else 1

    def unconditional(self):
        """True when code here runs whenever its method (or the program) does: not in a branch or loop."""
        return self.kind in ('top', 'method')

    def lookup_all(self):
        out = {}
        c = self
        chain = []
        while c is not None:
            chain.append(c)
            if c.kind in ('method', 'top'):
                break
            c = c.parent
        for c in reversed(chain):
            out.update(c.vars)
        return out


def key_code(kkind, key):
    """The literal of a hash key: a Symbol or a String."""
    return ':' + key if kkind == 'sym' else '"%s"' % key


def digits_of(n):
    return len(str(abs(n)))


def union_refs(es):
    """The variables the expressions es read."""
    return frozenset().union(*(e.refs for e in es))
