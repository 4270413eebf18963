import Foundation
import ParseSwift

/// Records edited on several devices carry a version, so that the app can tell which edit is newer.
protocol Versioned: ParseObject {
    var version: Int? { get set }
}

/// A versioned record that belongs to a player.
protocol PlayerOwned: Versioned {
    var owner: Player? { get set }
}

/// The roles the app creates for its teams.
protocol TeamRole: ParseRole {}
