import Foundation

@testable import Strut

/// A small profile screen whose constraints show every standing the inspector reports: exact
/// equalities, binding and slack inequalities, a violated optional constraint, an ambiguous
/// view and a rejected (unsatisfiable) constraint.
///
/// Frames (root 360×640, margins 8): Header (0, 0, 360×64); Title in Header (80, 20, 200×24)
/// — `width <= 200` binds, `width == 300 @250` is violated by 100; Avatar (8, 80, 48×48);
/// Name (68, 94, 120×20) — intrinsic size, `trailing <= root.trailingMargin` holds with slack
/// 164; Body (8, 144, 344×480); Badge (?, 152, 20×20), its x free; Footer (0, 624, 360×16),
/// whose `height == 24` is rejected as unsatisfiable.
struct InspectorFixture {
  let root: LayoutView
  let header: LayoutView
  let title: LayoutView
  let avatar: LayoutView
  let name: LayoutView
  let body: LayoutView
  let badge: LayoutView
  let footer: LayoutView
  /// The lines of the constraints the tests look for, by a short key.
  let lines: [String: UInt]

  init(_ backend: Backend) {
    root = makeRoot(backend, width: 360, height: 640, name: "Screen")
    header = addView("Header", to: root)
    title = addView("Title", to: header)
    avatar = addView("Avatar", to: root)
    name = addView("Name", to: root)
    body = addView("Body", to: root)
    badge = addView("Badge", to: body)
    footer = addView("Footer", to: root)
    var lines: [String: UInt] = [:]
    let (root, header, avatar, body) = (root, header, avatar, body)
    header.snp.makeConstraints { make in
      make.top.horizontalEdges.equalToSuperview()
      make.height.equalTo(64)
    }
    title.snp.makeConstraints { make in
      make.center.equalTo(header)
      make.height.equalTo(24)
      make.width.lessThanOrEqualTo(200)
      lines["title.maxWidth"] = #line - 1  // the constraint on the line above
      make.width.equalTo(300).priority(.low)
      lines["title.width"] = #line - 1  // the constraint on the line above
    }
    avatar.snp.makeConstraints { make in
      make.top.equalTo(header.snp.bottom).offset(16)
      make.leading.equalTo(root.snp.leadingMargin)
      make.size.equalTo(48)
    }
    name.setIntrinsicContentSize(CGSize(width: 120, height: 20))
    name.snp.makeConstraints { make in
      make.centerY.equalTo(avatar)
      lines["name.centerY"] = #line - 1  // the constraint on the line above
      make.leading.equalTo(avatar.snp.trailing).offset(12)
      make.trailing.lessThanOrEqualTo(root.snp.trailingMargin)
      lines["name.trailing"] = #line - 1  // the constraint on the line above
    }
    body.snp.makeConstraints { make in
      make.top.equalTo(avatar.snp.bottom).offset(16)
      make.horizontalEdges.equalTo(root.layoutMarginsGuide)
      make.bottom.equalToSuperview().inset(16)
    }
    badge.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(8)
      make.left.greaterThanOrEqualToSuperview()
      make.size.equalTo(20)
    }
    footer.snp.makeConstraints { make in
      make.bottom.horizontalEdges.equalToSuperview()
      make.height.equalTo(16)
    }
    root.layoutIfNeeded()
    footer.snp.makeConstraints { make in
      make.height.equalTo(24)
      lines["footer.conflict"] = #line - 1  // the constraint on the line above
    }
    root.layoutIfNeeded()
    self.lines = lines
  }

  /// `InspectorFixture.swift:<line>` of the constraint with the given key.
  func location(_ key: String) -> String {
    "InspectorFixture.swift:\(lines[key] ?? 0)"
  }
}
