"""Generate coefficient tables for tp_special.h (run once; output coeffs.json)."""
import json, sys
from fitlib import *
mp.mp.dps = 50
T60 = mp.mpf(2) ** -60
out = {}
job = sys.argv[1]

def dbl(co):
    return [float(q) for q in co]

def dd(co, split1=False):
    """[a0_hi, a0_lo, (a1_hi, a1_lo,) a2, ...]; a tiny a0 (a root) goes to a0_lo
    whole so that a0_hi + v is exact."""
    hi = float(co[0])
    if abs(co[0]) < 1e-12:
        hi = 0.0
    out = [hi, float(co[0] - mp.mpf(hi))]
    if split1:
        h1 = float(co[1]); out += [h1, float(co[1] - mp.mpf(h1))]
        return out + [float(q) for q in co[2:]]
    return out + [float(q) for q in co[1:]]

def check(f, a, b, c, co, tag):
    e = maxrel(f, a, b, c, co, m=300)
    ed = maxrel(f, a, b, c, co, m=300, dbl=True)
    print(tag, 'deg', len(co) - 1, 'mp-err %.3g' % float(e), 'dbl-coef-err %.3g' % float(ed), flush=True)

if job == 'psipos':
    X0 = mp.findroot(mp.digamma, 1.46)
    x0 = mp.mpf(float(X0))
    tab, cen = [], []
    for e in range(3):
        for m in range(8):
            lo = mp.mpf(2) ** e * (1 + mp.mpf(m) / 8); hi = mp.mpf(2) ** e * (1 + mp.mpf(m + 1) / 8)
            c = x0 if lo <= X0 < hi else (lo + hi) / 2
            co = fit(mp.digamma, lo, hi, c, 12, fix0=True, lawson=20)
            check(mp.digamma, lo, hi, c, co, 'psipos %g' % lo)
            tab.append(dd(co, True)); cen.append(float(c))
    out = dict(psipos=tab, psipos_c=cen, psi_root=float(X0), psi_root_lo=float(X0 - x0))
if job == 'psineg':
    R = mp.findroot(mp.digamma, -0.5)
    r = mp.mpf(float(R))
    f = lambda x: mp.digamma(x) * x * (x + 1)
    tab, cen = [], []
    for k in range(16):
        hi = -mp.mpf(k) / 16; lo = -mp.mpf(k + 1) / 16
        c = r if lo <= R < hi or lo == -0.5 else (lo + hi) / 2
        co = fit(f, lo, hi, c, 10, fix0=True, lawson=20)
        check(f, lo, hi, c, co, 'psineg %g' % lo)
        tab.append(dd(co, True)); cen.append(float(c))
    out = dict(psineg=tab, psineg_c=cen, psi_negroot=float(R))
if job == 'psiasym':
    mp.mp.dps = 80
    A = lambda z: (mp.log(1 / mp.sqrt(z)) - mp.sqrt(z) / 2 - mp.digamma(1 / mp.sqrt(z))) / z
    co = fit(A, 0, mp.mpf(1) / 64, 0, 8, fix0=False, lawson=20)
    check(A, 0, mp.mpf(1) / 64, 0, co, 'psiasym')
    out = dict(psiasym=dbl(co))
if job == 'i0tab':
    f = lambda x: mp.besseli(0, x)
    tab = []
    for k in range(16):
        co = fit(f, k, k + 1, k + mp.mpf(1) / 2, 13, fix0=True, lawson=20)
        check(f, k, k + 1, k + 0.5, co, 'i0 %d' % k)
        tab.append(dd(co, True))
    out = dict(i0tab=tab)
if job == 'i0asym':
    h = lambda u: mp.sqrt(1 / u) * mp.exp(-1 / u) * mp.besseli(0, 1 / u)
    co = fit(h, 0, mp.mpf(1) / 16, mp.mpf(1) / 32, 14, fix0=False, lawson=20)
    check(h, 0, mp.mpf(1) / 16, mp.mpf(1) / 32, co, 'i0asym')
    out = dict(i0asym=dd(co, True))
if job == 'trig':
    S = lambda z: mp.sincpi(mp.sqrt(z)); C = lambda z: mp.cospi(mp.sqrt(z))
    Cp = lambda z: mp.cospi(mp.sqrt(z)) / mp.pi
    for nm, f in (('sinpi_S', S), ('cospi_C', C), ('cospi_Cpi', Cp)):
        co = fit(f, 0, mp.mpf(1) / 16, 0, 7, fix0=True, lawson=20)
        check(f, 0, mp.mpf(1) / 16, 0, co, nm)
        out[nm] = dd(co)
if job == 'erfinv':
    ga = lambda w: mp.erfinv(mp.sqrt(-mp.expm1(-w))) / mp.sqrt(-mp.expm1(-w))
    gb = lambda s: ga(s * s)
    co = fit(ga, 0, 6.25, 3.125, 13, fix0=False, lawson=20)
    check(ga, 0, 6.25, 3.125, co, 'erfinvA')
    out['erfinvA'] = dbl(co)
    co = fit(gb, 2.5, 6.01, 4.25, 15, fix0=False, lawson=20)
    check(gb, 2.5, 6.01, 4.25, co, 'erfinvB')
    out['erfinvB'] = dbl(co)
json.dump(out, open('co_%s.json' % job, 'w'), indent=0)
if job == 'erfinvS':
    f = lambda z: mp.erfinv(mp.sqrt(z)) / mp.sqrt(z) if z != 0 else mp.sqrt(mp.pi) / 2
    for d in (14,):
        co = fit(f, 0, mp.mpf(1) / 4, 0, d, fix0=True, lawson=20)
        check(f, 0, mp.mpf(1) / 4, 0, co, 'erfinvS')
    out['erfinvS'] = dd(co)
    json.dump(out, open('co_%s.json' % job, 'w'), indent=0)
