// An outline of folders.
import ReuseKit

var outline = SectionSnapshot<String>()
outline.append(["Documents", "Archive"])
outline.append(["Taxes", "Letters"], to: "Documents")
