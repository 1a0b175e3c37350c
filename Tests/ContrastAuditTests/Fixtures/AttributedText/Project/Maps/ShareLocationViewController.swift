//
//  ShareLocationViewController.swift
//  Places
//

import MapKit
import UIKit

/// A text field draws placeholder runs without a color in its own placeholder gray, which
/// adapts: neither placeholder here is a finding.
final class ShareLocationViewController: UIViewController {
    private let searchController = UISearchController(searchResultsController: nil)
    private let radiusField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        searchController.searchBar.searchTextField.attributedPlaceholder = NSAttributedString(string: NSLocalizedString("Search for places", comment: ""))

        let hint = NSMutableAttributedString(string: "Radius ", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        hint.append(NSAttributedString(string: "(km)", attributes: [.foregroundColor: UIColor.tertiaryLabel]))
        radiusField.attributedPlaceholder = hint
    }
}
