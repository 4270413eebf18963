import Foundation
import ParseSwift

// A page declares what it needs itself; the same helper name in another page is another declaration.
struct Counter { var value = 0 }

var counter = Counter()
counter.value += 1
var match = Tournament.Match()
match.rounds = [Tournament.Round(number: counter.value, winner: "blue")]
print(match)
