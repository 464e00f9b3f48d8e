// ReuseKitDiff: the diff engine of ReuseKit, written against the standard
// library alone. The module's documentation lives in ReuseKitDiff.docc.
