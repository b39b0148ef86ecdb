import mpmath as mp
mp.mp.dps = 50

def cheb_nodes(a, b, n):
    return [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (i + mp.mpf(1) / 2) / n) for i in range(n)]

def fit(f, a, b, c, deg, fix0=True, lawson=30, n=None, fvals=None):
    """Near-minimax relative-error fit: p(t)=sum a_k t^k ~ f(c+t), x in [a,b].
    fix0: a_0 = f(c) (keeps relative accuracy at a root placed at c)."""
    a, b, c = mp.mpf(a), mp.mpf(b), mp.mpf(c)
    n = n or max(6 * deg, 80)
    xs = cheb_nodes(a, b, n)
    fx = [f(x) for x in xs]
    ts0 = [x - c for x in xs]
    hs = max(abs(a - c), abs(b - c))
    ts = [q / hs for q in ts0]
    a0 = f(c) if fix0 else None
    k0 = 1 if fix0 else 0
    w = [1 / abs(v) for v in fx]
    u = [mp.mpf(1)] * n
    for it in range(lawson + 1):
        A = mp.matrix(n, deg + 1 - k0)
        rhs = mp.matrix(n, 1)
        for i in range(n):
            s = mp.sqrt(u[i]) * w[i]
            for k in range(k0, deg + 1):
                A[i, k - k0] = s * ts[i] ** k
            rhs[i] = s * (fx[i] - (a0 if fix0 else 0))
        sol = mp.qr_solve(A, rhs)[0]
        coef = ([a0] if fix0 else []) + [sol[j] for j in range(deg + 1 - k0)]
        coef_s = [coef[k] / hs**k for k in range(deg + 1)]
        err = [abs(sum(coef[k] * ts[i] ** k for k in range(deg + 1)) - fx[i]) * w[i] for i in range(n)]
        tot = sum(u[i] * err[i] for i in range(n))
        u = [u[i] * err[i] / tot for i in range(n)]
        fl = max(u) * mp.mpf(10)**-8
        u = [max(q, fl) for q in u]
    return coef_s

def maxrel(f, a, b, c, coef, m=400, dbl=False):
    a, b, c = mp.mpf(a), mp.mpf(b), mp.mpf(c)
    mx = 0
    for i in range(m):
        x = a + (b - a) * (i + mp.mpf(1) / 2) / m
        fx = f(x)
        if fx == 0:
            continue
        t = x - c
        cs = [mp.mpf(float(q)) for q in coef] if dbl else coef
        p = mp.mpf(0)
        for q in reversed(cs):
            p = p * t + q
        mx = max(mx, abs(p - fx) / abs(fx))
    return mx

def mindeg(f, a, b, c, target, fix0=True, start=4, maxdeg=40, lawson=15):
    for d in range(start, maxdeg):
        co = fit(f, a, b, c, d, fix0=fix0, lawson=lawson)
        e = maxrel(f, a, b, c, co, m=200)
        if e < target:
            return d, co, e
    raise RuntimeError("no degree")
