"""The command line's tools, which the page never runs and its zip leaves out.

``arena`` (matches between computer levels), ``blunders`` (Hard's card against a
bigger search), ``fuzz`` (mutated saves, requests and score lines),
``selfcheck`` (random hands against the rules' invariants) and ``playouts``
(whole-hand playouts counted); ``python -m gongzhu`` runs them.
"""
