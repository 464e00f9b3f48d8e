import ReuseKitSwiftUI
import SwiftUI

/// A message of the inbox, flagged or not.
struct Mail: Identifiable, Equatable, Diffable {
  let id: Int
  var subject: String
  var isFlagged = false
}

/// A row of the inbox: the subject, and a flag when flagged.
@MainActor
struct MailRow: View {
  let mail: Mail

  var body: some View {
    HStack {
      Text(mail.subject)
      if mail.isFlagged { Image(systemName: "flag.fill") }
    }
    .padding(8)
  }
}

/// An inbox as Apple's inset grouped list: a swipe from the leading edge
/// flags a message, one from the trailing edge deletes it, and a touch and
/// hold opens a menu that does either. Each action acts on its message by
/// identity, wherever the list has moved it since the actions opened.
@available(iOS 16.0, *)
@MainActor
struct InboxScreen: View {
  @State var mails: [Mail] = (1...20).map { Mail(id: $0, subject: "Message \($0)") }

  var body: some View {
    DiffableList(mails) { mail in
      let flag = mail.isFlagged ? "Unflag" : "Flag"
      return .swiftUI(mail) { MailRow(mail: $0) }
        .swipeActions(
          edge: .leading,
          [
            SwipeAction(title: flag, systemImage: "flag", tint: .orange) { done in
              toggleFlag(of: mail.id)
              done(true)
            }
          ]
        )
        .swipeActions([.delete()])
        .contextMenu(
          ContextMenu([
            .action(MenuAction(title: flag, systemImage: "flag") { toggleFlag(of: mail.id) }), .action(.delete()),
          ])
        )
        .accessories([.disclosureIndicator])
    }
    .listAppearance(.insetGrouped)
    .onDelete { mail in mails.removeAll { $0.id == mail.id } }
  }

  /// Flags the message whose identity is `id`, or takes its flag away.
  func toggleFlag(of id: Mail.ID) {
    guard let index = mails.firstIndex(where: { $0.id == id }) else { return }
    mails[index].isFlagged.toggle()
  }
}
