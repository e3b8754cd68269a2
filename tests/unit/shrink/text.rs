use grundy::shrink::text::*;
use grundy::shrink::Shape;

#[test]
fn text_round_trips_through_its_shape() {
    let text = "3\n1 007 -4 abc\n\n123456789012345678901234567890\n";
    let shape = text_shape(text);
    assert_eq!(shape_text(&shape).unwrap(), text);
    let items = shape.items().unwrap();
    assert_eq!(items[0], Shape::List(vec![Shape::Int(3)]));
    assert_eq!(items[1].items().unwrap()[1], Shape::Bytes(b"007".to_vec()));
    assert!(items[3].items().unwrap()[0].dec().is_some());
    assert_eq!(shape_text(&Shape::List(vec![Shape::List(vec![Shape::Bytes(vec![])])])), None);
}
