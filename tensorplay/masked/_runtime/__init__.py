"""The runtime all generated code shares: argument canonicalisation (args),
the memory-walk planner (walk), the entry point of each kernel kind (kinds),
the selectors' runtime (selectors), the op parameters' resolvers (params),
the partial states and dask layer (partials, partial_scope, on_dask)."""
