import Entities
import Usecases

extension PagedAnswer {
    /// The shape function for page `page` of a list request.
    static func shape(page: Int) -> @Sendable ([Item], PageLinks, RateLimit?) -> PagedAnswer<Item> {
        { items, links, rateLimit in
            PagedAnswer(items: items, page: page, nextPage: links.next, lastPage: links.last, rateLimit: rateLimit)
        }
    }
}
