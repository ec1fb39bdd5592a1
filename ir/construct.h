// Constructors for the node shapes a graph builder makes: sends, branches,
// merges, loops. Each is a thin layer over Graph::make that puts the inputs
// in the slots the op table promises, so builders never count slots.
//
// A Loop and its phis are made before the loop body exists: the back edge
// and the back values stay null until set_back_edge / set_phi_back patch
// them. The verifier rejects a graph with an unpatched loop.
#pragma once

#include <span>

#include "ir/graph.h"

namespace rhz::ir {

struct Branch {
  Node* if_node;
  Node* if_true;
  Node* if_false;
};

// recv.name(args...); pass kSendFunctional (and Self as recv) for `name(args)`.
Node* make_send(Graph& g, Node* ctrl, SymbolId name, Node* recv, std::span<Node* const> args,
                std::uint8_t flags = 0);
// Branches on the Ruby truthiness of cond; makes the If and both projections.
Branch make_if(Graph& g, Node* ctrl, Node* cond);
Node* make_region(Graph& g, std::span<Node* const> preds);
// values[i] is the value along predecessor i+1 of region.
Node* make_phi(Graph& g, Node* region, std::span<Node* const> values);
Node* make_loop(Graph& g, Node* entry);
void set_back_edge(Graph& g, Node* loop, Node* back);
Node* make_loop_phi(Graph& g, Node* loop, Node* entry_value);
void set_phi_back(Graph& g, Node* phi, Node* back_value);
Node* make_return(Graph& g, Node* ctrl, Node* value);

}  // namespace rhz::ir
