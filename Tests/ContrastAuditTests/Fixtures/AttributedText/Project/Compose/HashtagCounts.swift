import SwiftUI

/// How many notes use each suggested tag.
enum HashtagCounts {
    static func label(for row: HashtagSuggestionRow, count: Int) -> Any {
        row.countLabel(count)
    }
}
