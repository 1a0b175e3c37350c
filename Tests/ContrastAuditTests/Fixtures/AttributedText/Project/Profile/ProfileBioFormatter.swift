//
//  ProfileBioFormatter.swift
//  Social
//

import UIKit

/// Class 5: builds a mixed string; where it is shown is in another file.
struct ProfileBioFormatter {
  func makeBio(for profile: Profile) -> NSAttributedString {
    let bio = NSMutableAttributedString(string: profile.bio)
    let newline = "\n"
    bio.append(NSAttributedString(string: newline))
    bio.append(
      NSAttributedString(
        string: "@" + profile.handle, attributes: [.foregroundColor: UIColor.tintColor]))
    return bio
  }
}
