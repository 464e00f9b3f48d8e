// Foundation, for blocks that encode or decode.
import Foundation
