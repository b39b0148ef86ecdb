"""tensorplay: the namespace of the tensorplay-masked distribution.

Only `tensorplay.masked` lives here; the unrelated PyPI package called
`tensorplay` (a deep-learning framework) is not this project.
"""
