"""Kernels release the GIL and share no state: concurrent calls agree with
sequential ones."""
from concurrent.futures import ThreadPoolExecutor

import numpy as np

import tensorplay.masked as masked


def test_concurrent_calls_agree_with_sequential():
    rng = np.random.default_rng(1)
    arrays = [rng.standard_normal((200, 3000)) for _ in range(4)]
    masks = [rng.random(a.shape) < 0.5 for a in arrays]
    jobs = [(op, a, m, dim) for op in ("sum", "var", "amax", "argmax", "logsumexp")
            for a, m in zip(arrays, masks) for dim in (0, 1)]
    expected = [getattr(masked, op)(a, dim, mask=m) for op, a, m, dim in jobs]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda job: getattr(masked, job[0])(job[1], job[3], mask=job[2]), jobs * 3))
    for i, result in enumerate(got):
        np.testing.assert_array_equal(result, expected[i % len(jobs)])
