@_exported import ReuseKitDiff
