"""The deliberate runtime error that ends about one program in ten."""


class Errors:
    def gen_error(self):
        """An uncaught runtime error raised in a method `boom...`, called from a block or loop after 3 to 150
        iterations (so that tier 2 has compiled the loop)."""
        r = self.r
        kind = r.choice(['zero', 'zero_mod', 'nil', 'type_str', 'type_int', 'key', 'argc', 'cmp', 'index',
                         'name', 'fdomain', 'sqrt', 'nomethod', 'neg_repeat', 'type_arr', 'nil_hash'])
        name = self.fresh('boom')
        p = self.fresh('z')
        hot = r.choice([3, 10, 70, 150])
        n = r.randint(1, 99) if kind in ('zero', 'zero_mod') else 0
        body = {
            'zero': '%d / (%s - %d)' % (n, p, hot),
            'zero_mod': '%d %% (%s - %d)' % (n, p, hot),
            'nil': '[1, 2, 3][%s == %d ? 5 : 1] + 1' % (p, hot),
            'type_str': '"v" + (%s == %d ? %s : %s.to_s)' % (p, hot, p, p),
            'type_int': '%s + (%s == %d ? "s" : 1)' % (p, p, hot),
            'key': '{a: 1, b: 2}.fetch(%s == %d ? :c : :a)' % (p, hot),
            'argc': '%s == %d ? %s(1, 2) : %s' % (p, hot, name, p),
            'cmp': '%s == %d ? [3, "a"].sort : [%s]' % (p, hot, p),
            'index': 'q = [1, 2, 3]; q[%s == %d ? -9 : 0] = 5; q' % (p, hot),
            'name': '%s == %d ? undefined_thing_%d : %s' % (p, hot, self.counter, p),
            'fdomain': '(%s == %d ? (%s + 1) / 0.0 : 1.5).to_i' % (p, hot, p),
            'sqrt': 'Math.sqrt(%s == %d ? -1.0 : 4.0)' % (p, hot),
            'nomethod': '%s == %d ? %s.no_such_method : %s' % (p, hot, p, p),
            'neg_repeat': '"ab" * (%d - %s - 1)' % (hot, p),
            'type_arr': '%s == %d ? [1] + 1 : %s' % (p, hot, p),
            'nil_hash': '{x: "s"}[%s == %d ? :y : :x].upcase' % (p, hot),
        }[kind]
        self.emit_def('%s(%s)' % (name, p), body)
        i = self.fresh('k')
        acc = self.fresh('t')
        self.emit('%s = 0' % acc)
        form = r.random()
        if form < 0.4:
            self.emit('%d.times do |%s|' % (hot + 5, i))
            self.emit('  %s = %s(%s)' % (acc, name, i))
            self.emit('end')
        elif form < 0.7:
            self.emit('(0..%d).map { |%s| %s(%s) }' % (hot + 5, i, name, i))
        else:
            self.emit('%s = 0' % i)
            self.emit('while %s < %d' % (i, hot + 5))
            self.emit('  %s = %s(%s)' % (acc, name, i))
            self.emit('  %s += 1' % i)
            self.emit('end')
        self.emit('puts "not reached"')
